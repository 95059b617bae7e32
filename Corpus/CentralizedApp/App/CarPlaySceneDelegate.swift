//
//  CarPlaySceneDelegate.swift
//  Parcel
//
//  Created by Priya Raman on 14/09/2023.
//  Copyright © 2023 Parcel Labs GmbH. All rights reserved.
//
//  Couriers see their next stops on the car's screen. The CarPlay scene
//  has its own window, handed over when the car connects; the phone's
//  interface stays with AppCoordinator.
//

import CarPlay
import UIKit

final class CarPlaySceneDelegate: UIResponder {

    private var interfaceController: CPInterfaceController?
    private var carWindow: CPWindow?
    private var routeMap: RouteMapCarViewController?
    private var isForeground = false

    func sceneWillEnterForeground(_ scene: UIScene) {
        isForeground = true
        attachRouteMap()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        isForeground = false
    }

    /// Called again whenever the scene comes back: the car may have been
    /// connected while the phone app was still starting.
    private func attachRouteMap() {
        guard let carWindow, let interfaceController else { return }
        guard let session = AppServices.live.session.courier else {
            carWindow.rootViewController = SignInOnPhoneCarViewController()
            return
        }
        let map = RouteMapCarViewController(route: session.route)
        routeMap = map
        carWindow.rootViewController = map
        interfaceController.setRootTemplate(makeStopsTemplate(for: session), animated: false, completion: nil)
    }

    private func makeStopsTemplate(for session: CourierSession) -> CPMapTemplate {
        let template = CPMapTemplate()
        template.mapDelegate = routeMap
        return template
    }

    /// Signing out on the car's screen signs out the phone too: the session
    /// ends here and the phone's scene, which observes it, asks its
    /// AppCoordinator for the animated switch to login. Nothing here touches
    /// the phone's window.
    private func signOutFromCar() {
        AppServices.live.session.signOut()
        carWindow?.rootViewController = SignInOnPhoneCarViewController()
    }
}

// MARK: - CPTemplateApplicationSceneDelegate

extension CarPlaySceneDelegate: CPTemplateApplicationSceneDelegate {

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController,
                                  to window: CPWindow) {
        self.interfaceController = interfaceController
        carWindow = window
        attachRouteMap()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnect interfaceController: CPInterfaceController,
                                  from window: CPWindow) {
        self.interfaceController = nil
        carWindow = nil
        routeMap = nil
    }
}
