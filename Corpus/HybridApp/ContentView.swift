//
//  ContentView.swift
//  Hearth
//

import SwiftUI
import UIKit

/// Top of the SwiftUI tree. Switches between phases inside SwiftUI for screens
/// that don't need the UIKit bridge (iPad split view builds).
struct AppRootView: View {
    @EnvironmentObject private var appState: AppState

    var body: some View {
        Group {
            switch appState.phase {
            case .signedOut:
                SignInView()
            case .onboarding:
                OnboardingView()
            case .signedIn:
                MainView()
            }
        }
        .animation(.easeInOut(duration: 0.25), value: appState.phase)
    }
}

/// The signed-in tab view.
struct MainView: View {
    @EnvironmentObject private var appState: AppState
    @State private var selection: Tab = .home

    enum Tab: Hashable {
        case home, chores, settings
    }

    var body: some View {
        TabView(selection: $selection) {
            ContentView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            ChoresView()
                .tabItem { Label("Chores", systemImage: "checklist") }
                .tag(Tab.chores)
            SettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject private var appState: AppState
    @State private var isShowingInvite = false

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    NavigationLink("Groceries", value: "groceries")
                    NavigationLink("Laundry", value: "laundry")
                }
            }
            .navigationTitle("Hearth")
            .navigationDestination(for: String.self) { ChoreDetailView(choreID: $0) }
            .toolbar {
                Button("Invite", systemImage: "person.badge.plus") { isShowingInvite = true }
            }
            .sheet(isPresented: $isShowingInvite) { InviteView() }
        }
    }
}

// MARK: - Previews

#Preview("Content") {
    ContentView()
        .environmentObject(AppState(api: .preview))
}

#Preview("Hosted in a UIKit window") {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let host = UIHostingController(rootView: MainView().environmentObject(AppState(api: .preview)))
    // Trait collection and safe areas only resolve once the view is in a window.
    window.rootViewController = UINavigationController(rootViewController: host)
    window.makeKeyAndVisible()
    return window.rootViewController!
}
