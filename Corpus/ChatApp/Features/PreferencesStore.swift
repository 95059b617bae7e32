//
//  PreferencesStore.swift
//  Parley
//

import UIKit

/// User preferences, in the app group's defaults so that the share extension sees them.
final class PreferencesStore {

    enum Key {
        static let sendOnReturn = "sendOnReturn"
        static let lastActive = "lastActive"
        static let theme = "theme"
    }

    static let shared = PreferencesStore()

    private let defaults = UserDefaults(suiteName: "group.app.parley") ?? .standard
    private var cachedTheme: Theme?

    var sendOnReturn: Bool {
        get { defaults.bool(forKey: Key.sendOnReturn) }
        set { defaults.set(newValue, forKey: Key.sendOnReturn) }
    }

    var lastActive: Date? {
        get { defaults.object(forKey: Key.lastActive) as? Date }
        set(date) {
            defaults.set(date, forKey: Key.lastActive)
        }
    }

    var theme: Theme {
        get {
            if let cachedTheme { return cachedTheme }
            return Theme(rawValue: defaults.string(forKey: Key.theme) ?? "") ?? .light
        }
        set {
            cachedTheme = newValue
            defaults.set(newValue.rawValue, forKey: Key.theme)
            NotificationCenter.default.post(name: .themeDidChange, object: nil)
        }
    }

    func reset() {
        for key in [Key.sendOnReturn, Key.lastActive, Key.theme] {
            defaults.set(nil, forKey: key)
        }
        cachedTheme = nil
    }
}
