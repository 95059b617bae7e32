//
//  RootPresenterFactory.swift
//  Keyring
//

import UIKit

final class RootPresenterFactory: RootPresenterFactoryProtocol {
    static func createPresenter(with window: UIWindow) -> RootPresenterProtocol {
        let presenter = RootPresenter()
        let wireframe = RootWireframe()
        let interactor = RootInteractor(keychain: KeychainStore.shared, settings: SettingsStore.shared)

        presenter.window = window
        presenter.wireframe = wireframe
        presenter.interactor = interactor
        interactor.presenter = presenter

        RootPresenterHolder.shared.presenter = presenter
        return presenter
    }
}

/// Settings reaches the root module through here to start over after a reset.
final class RootPresenterHolder {
    static let shared = RootPresenterHolder()
    var presenter: RootPresenterProtocol?
}
