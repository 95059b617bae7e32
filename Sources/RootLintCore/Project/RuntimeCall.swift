/// A call of a launch-called method made outside launch code: `Type.method`
/// called, and the method of a type it is made in synchronously, if any.
/// A call from a method that only launch code runs runs at launch too: a
/// root coordinator's `start()`, called from `scene(_:willConnectTo:options:)`,
/// starting its loading coordinator, which shows the first screen.
struct RuntimeCall: Sendable, Hashable, Comparable {
    var callee: String
    /// `Type.method` the call is made in, as it runs (not in a closure); nil otherwise.
    var caller: String?

    static func < (a: RuntimeCall, b: RuntimeCall) -> Bool {
        a.callee != b.callee ? a.callee < b.callee : (a.caller ?? "") < (b.caller ?? "")
    }

    /// The type of a call whose receiver rootlint cannot read: `?.method`.
    static let unknownReceiver = "?"

    /// Calls on receivers of unknown type, made calls of the one method the
    /// launch code calls by that name, when no other file declares a
    /// function of that name: `mainScene.replaceMainRootViewController(vc:)`
    /// from five screens can only be the scene delegate's. The others are
    /// dropped (`start()`, declared in many files, says nothing).
    static func resolvingUnknownReceivers(_ calls: [RuntimeCall], launchCalled: Set<String>,
                                          declaredInOneFile: (Set<String>) -> Set<String>) -> [RuntimeCall] {
        let prefix = unknownReceiver + "."
        let unknownNames = Set(calls.lazy.filter { $0.callee.hasPrefix(prefix) }.map { String($0.callee.dropFirst(prefix.count)) })
        guard !unknownNames.isEmpty else { return calls }
        var launchCalledByName: [String: [String]] = [:]
        for qualified in launchCalled {
            guard let dot = qualified.lastIndex(of: ".") else { continue }
            let name = String(qualified[qualified.index(after: dot)...])
            if unknownNames.contains(name) { launchCalledByName[name, default: []].append(qualified) }
        }
        let unique = declaredInOneFile(Set(launchCalledByName.keys))
        return calls.compactMap { call in
            guard call.callee.hasPrefix(prefix) else { return call }
            let name = String(call.callee.dropFirst(prefix.count))
            guard unique.contains(name), let targets = launchCalledByName[name], targets.count == 1 else { return nil }
            return RuntimeCall(callee: targets[0], caller: call.caller)
        }
    }

    /// How many links of callers run at launch are followed before the rest
    /// count as called at runtime: keeps the join linear in the calls.
    static let maximumDepth = 16

    /// The methods called at runtime: called outside any method, or from a
    /// method launch code does not call, or from one itself called at runtime.
    static func calledAtRuntime(_ calls: [RuntimeCall], launchCalled: Set<String>) -> Set<String> {
        var runtime: Set<String> = []
        var fromLaunchCalled: [RuntimeCall] = []
        for call in calls {
            if let caller = call.caller, launchCalled.contains(caller) {
                fromLaunchCalled.append(call)
            } else {
                runtime.insert(call.callee)
            }
        }
        for _ in 0..<maximumDepth {
            var changed = false
            fromLaunchCalled.removeAll { call in
                guard runtime.contains(call.caller!) else { return false }
                changed = runtime.insert(call.callee).inserted || changed
                return true
            }
            if !changed { return runtime }
        }
        // A longer chain than is followed: what is left counts as runtime.
        for call in fromLaunchCalled { runtime.insert(call.callee) }
        return runtime
    }
}
