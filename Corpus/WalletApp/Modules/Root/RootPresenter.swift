//
//  RootPresenter.swift
//  Keyring
//

import UIKit

final class RootPresenter {
    var window: UIWindow!
    var wireframe: RootWireframeProtocol!
    var interactor: RootInteractorInputProtocol!
}

extension RootPresenter: RootPresenterProtocol {
    func loadOnLaunch() {
        interactor.setup()
        interactor.decideModuleSynchronously()
    }

    /// After "Reset wallet" in settings: the keychain is wiped, start over.
    func reload() {
        interactor.refreshKeychainState { [weak self] in
            guard let self else { return }
            self.wireframe.showWallet(on: self.window)
        }
    }
}

extension RootPresenter: RootInteractorOutputProtocol {
    func didDecideOnboarding() {
        wireframe.showOnboarding(on: window)
    }

    func didDecidePinSetup() {
        wireframe.showPinSetup(on: window)
    }

    func didDecideUnlock() {
        wireframe.showUnlock(on: window)
    }
}
