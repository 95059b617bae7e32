//
//  RootProtocols.swift
//  Keyring
//

import UIKit

protocol RootPresenterProtocol: AnyObject {
    func loadOnLaunch()
    func reload()
}

protocol RootInteractorInputProtocol: AnyObject {
    func setup()
    func decideModuleSynchronously()
    func refreshKeychainState(completion: @escaping () -> Void)
}

protocol RootInteractorOutputProtocol: AnyObject {
    func didDecideOnboarding()
    func didDecidePinSetup()
    func didDecideUnlock()
}

protocol RootWireframeProtocol: AnyObject {
    func showOnboarding(on window: UIWindow)
    func showPinSetup(on window: UIWindow)
    func showUnlock(on window: UIWindow)
    func showWallet(on window: UIWindow)
}

protocol RootPresenterFactoryProtocol {
    static func createPresenter(with window: UIWindow) -> RootPresenterProtocol
}
