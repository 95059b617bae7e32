//
//  Globals.swift
//  Shopfront
//

import UIKit

// Shared across the app since the first release; see SHOP-1204 for removing them.

let appDelegateRef = UIApplication.shared.delegate as! AppDelegate // expect: forced_root_cast
let userDefaults = UserDefaults.standard
let mainStoryboard = UIStoryboard(name: "Main", bundle: nil)

extension Notification.Name {
    static let cartDidChange = Notification.Name("Shopfront.cartDidChange")
    static let promotionsDidLoad = Notification.Name("Shopfront.promotionsDidLoad")
}

enum Palette {
    static let accent = UIColor(red: 0.93, green: 0.35, blue: 0.24, alpha: 1)
    static let background = UIColor.systemGroupedBackground
}
