//
//  AppState.swift
//  Hearth
//

import Foundation
import Combine
import UIKit

// MARK: - Environment

enum AppEnvironment: String, CaseIterable, Identifiable {
    case production, staging, local

    static var current: AppEnvironment = .production

    var id: String { rawValue }

    var baseURL: URL {
        switch self {
        case .production: return URL(string: "https://api.hearth.app")!
        case .staging: return URL(string: "https://staging.api.hearth.app")!
        case .local: return URL(string: "http://localhost:8080")!
        }
    }

    static func fromLaunchArguments(_ arguments: [String]) -> AppEnvironment? {
        guard let index = arguments.firstIndex(of: "-environment"), arguments.indices.contains(index + 1) else { return nil }
        return AppEnvironment(rawValue: arguments[index + 1])
    }
}

// MARK: - AppState

/// Single source of truth for which part of the app is showing.
@MainActor
final class AppState: ObservableObject {

    enum Phase: Equatable {
        case signedOut
        case onboarding
        case signedIn(Household)
    }

    static let shared = AppState()

    @Published private(set) var phase: Phase = .signedOut
    @Published var environment: AppEnvironment = .current {
        didSet { AppEnvironment.current = environment }
    }
    @Published var pendingURL: URL?

    private let api: HearthAPI

    init(api: HearthAPI = .live) {
        self.api = api
        if let household = api.cachedHousehold {
            phase = .signedIn(household)
        }
    }

    func signIn(email: String, password: String) async throws {
        let household = try await api.signIn(email: email, password: password)
        phase = household.hasCompletedSetup ? .signedIn(household) : .onboarding
    }

    func finishOnboarding(_ household: Household) {
        phase = .signedIn(household)
    }

    func signOut() {
        api.clearCredentials()
        phase = .signedOut
    }

    func open(_ url: URL) {
        pendingURL = url
    }

    @discardableResult
    func refreshHouseholdData() async -> Bool {
        guard case .signedIn = phase else { return false }
        return (try? await api.refresh()) != nil
    }

    /// For crash reports: what's on screen. Reads the root, never writes it.
    static func currentRootDescription(in scene: UIWindowScene?) -> String {
        let rootViewController = scene?.keyWindow?.rootViewController
        return rootViewController.map { String(describing: type(of: $0)) } ?? "none"
    }
}
