//
//  SettingsPresenter.swift
//  Keyring
//

import Foundation

final class SettingsPresenter {
    weak var view: SettingsViewProtocol?
    private let keychain: KeychainStore

    init(keychain: KeychainStore) {
        self.keychain = keychain
    }

    func didConfirmReset() {
        keychain.wipe()
        RootPresenterHolder.shared.presenter?.reload()
    }
}
