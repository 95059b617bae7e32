//
//  RootInteractor.swift
//  Keyring
//

import Foundation

final class RootInteractor {
    weak var presenter: RootInteractorOutputProtocol?

    private let keychain: KeychainStore
    private let settings: SettingsStore

    init(keychain: KeychainStore, settings: SettingsStore) {
        self.keychain = keychain
        self.settings = settings
    }
}

extension RootInteractor: RootInteractorInputProtocol {
    func setup() {
        settings.registerDefaults()
    }

    func decideModuleSynchronously() {
        if !settings.hasCompletedOnboarding {
            presenter?.didDecideOnboarding()
        } else if keychain.pinCode == nil {
            presenter?.didDecidePinSetup()
        } else {
            presenter?.didDecideUnlock()
        }
    }

    func refreshKeychainState(completion: @escaping () -> Void) {
        keychain.reload {
            DispatchQueue.main.async(execute: completion)
        }
    }
}
