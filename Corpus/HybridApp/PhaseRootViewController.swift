//
//  PhaseRootViewController.swift
//  Hearth
//
//  iPad builds keep one container as the window's root for the life of the
//  scene; phase changes swap its child instead of the window's root.
//

import UIKit
import SwiftUI

final class PhaseRootViewController: UIViewController {

    private var child: UIViewController?
    private let appState: AppState

    init(appState: AppState) {
        self.appState = appState
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // First child: embedding, not a swap.
        let splash = UIHostingController(rootView: SplashView(onFinish: { [weak self] in self?.showCurrentPhase() }))
        addChild(splash)
        splash.view.frame = view.bounds
        view.addSubview(splash.view)
        splash.didMove(toParent: self)
        child = splash
    }

    func showCurrentPhase() {
        show(UIHostingController(rootView: AppRootView().environmentObject(appState)))
    }

    /// Replaces the child.
    func show(_ new: UIViewController) {
        child?.willMove(toParent: nil)
        child?.view.removeFromSuperview()
        child?.removeFromParent()
        addChild(new) // expect: unanimated_container_swap
        new.view.frame = view.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(new.view)
        new.didMove(toParent: self)
        child = new
    }
}
