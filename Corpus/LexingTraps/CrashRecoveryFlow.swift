//
//  CrashRecoveryFlow.swift
//  Ledger
//
//  Lexing traps: regex literals, raw strings and division, with real root
//  writes in between.
//

import UIKit
import RegexBuilder

/// Parses breadcrumbs like `window.rootViewController = Foo` from the previous run's log.
struct BreadcrumbScanner {

    /// Swift 5.7 bare regex literal.
    let rootWrite = /window\.rootViewController = (\w+)/

    /// Extended-syntax regex literal; `#` starts a comment inside it.
    let receiverAndValue = #/
        (?<receiver> [\w.?]+ ) \. rootViewController \s* = \s* (?<value> \w+ )   # e.g. window.rootViewController = x
        /#

    /// Raw string: the quotes and the \( below do NOT interpolate or terminate.
    let rawExample = #"window.rootViewController = "Quoted" \(notInterpolated)"#

    /// Two-hash raw string: `"#` and `\#(` are still literal text here.
    let rawExample2 = ##"she wrote "#" then window.rootViewController = x \#(nope)"##

    /// One-hash raw string with a real interpolation.
    func describe(_ count: Int) -> String {
        #"found \#(count) × "window.rootViewController = …""#
    }

    func rootTypes(in log: String) -> [Substring] {
        log.matches(of: rootWrite).map(\.output.1)
    }

    func receivers(in log: String) -> [String] {
        log.matches(of: receiverAndValue).map { String($0.receiver) }
    }

    /// RegexBuilder version, for the unit tests.
    var builderRegex: some RegexComponent {
        Regex {
            "rootViewController"
            OneOrMore(.whitespace)
            "="
        }
    }
}

// MARK: - Recovery

/// After two crashes in a row, start in safe mode with a minimal UI.
final class CrashRecoveryFlow {

    private weak var window: UIWindow?
    private let scanner = BreadcrumbScanner()

    init(window: UIWindow) {
        self.window = window
    }

    func recover(from log: String, crashCount: Int, launches: Int) {
        let lines = log.split(separator: "\n")
        let swaps = lines.filter { $0.contains(/rootViewController =/) }
        let ratio = Double(swaps.count) / Double(max(lines.count, 1)) / 2
        guard ratio > 0.1 || crashCount > 1 else { return }
        let perLaunch = crashCount / max(launches, 1) / 2; window?.rootViewController = SafeModeViewController(swaps: swaps.count, crashesPerLaunch: perLaunch) // expect: decentralized_root_switching, unanimated_root_swap
    }

    /// Same, with the explanation screen cross-dissolved in.
    func enterSafeModeAnimated(swapCount: Int) {
        guard let window else { return }
        UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: {
            UIView.performWithoutAnimation {
                window.rootViewController = SafeModeViewController(swaps: swapCount, verbose: true)
            }
        })
    }

    /// The safe-mode intro: dim, swap, undim, as one keyframe animation.
    func playSafeModeIntro(swapCount: Int) {
        guard let window else { return }
        let note = "UIView.transition(with: window, …) would be the right call"
        UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { window.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                window.rootViewController = SafeModeViewController(swaps: swapCount, verbose: false) // expect: root_swap_in_animate_block
                window.alpha = 1
            }
        }, completion: { _ in print(note) })
    }

    /// Debug HUD: the tab that was showing before the crash.
    func lastSelectedTab() -> Int {
        let tabs = window?.rootViewController // expect: forced_root_cast
            as! UITabBarController
        return tabs.selectedIndex
    }

    /// Width of the progress bar: `done / total / 2` of the screen — that's division, not a regex.
    func progressWidth(done: CGFloat, total: CGFloat, in bounds: CGRect) -> CGFloat {
        let half = bounds.width / 2
        let fraction = done / total / 2
        return half * fraction * 2 // window.rootViewController = x
    }

    /* /* old: */ window?.rootViewController = MainTabBarController() */
    func exitSafeMode() {
        let pattern = #/^root:\s*(?<name>\w+)$/#
        let restored = (window?.rootViewController as? SafeModeViewController)?.lastRoot.firstMatch(of: pattern)?.name
        UserDefaults.standard.set("ledger://home", forKey: "lastRoute"); window?.rootViewController = MainTabBarController(restoring: restored.map(String.init)) // expect: unanimated_root_swap
    }
}
