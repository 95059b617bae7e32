//
//  SplashView.swift
//  Hearth
//

import SwiftUI
import UIKit

/// Animated logo shown while the first household sync runs.
struct SplashView: View {
    /// Called once, when the logo animation and the minimum display time are over.
    let onFinish: () -> Void

    @State private var scale: CGFloat = 0.6
    @State private var opacity: Double = 0
    @State private var didFinish = false

    var body: some View {
        ZStack {
            Color("SplashBackground").ignoresSafeArea()
            Image("Logo")
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .scaleEffect(scale)
                .opacity(opacity)
        }
        .task {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                scale = 1
                opacity = 1
            }
            try? await Task.sleep(for: .milliseconds(900))
            finishOnce()
        }
    }

    private func finishOnce() {
        guard !didFinish else { return }
        didFinish = true
        onFinish()
    }
}

// MARK: - Previews

struct SplashView_Previews: PreviewProvider {

    static var previews: some View {
        Group {
            SplashView(onFinish: {})
                .previewDisplayName("Light")
            SplashView(onFinish: {})
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }

    /// A window so the preview canvas can show the splash → root hand-over.
    static let previewWindow: UIWindow = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: SplashView(onFinish: handOver))
        return window
    }()

    static func handOver() {
        previewWindow.rootViewController = UIHostingController(rootView: AppRootView().environmentObject(AppState(api: .preview)))
    }
}
