import RootLintSyntax

/// A method as calls name it: its type, base name and argument labels
/// (`RootWireframe.showOnboarding(on:)`; `_` for an unlabelled argument).
struct MethodKey: Sendable, Hashable {
    /// `Type.method`, as `ProjectFacts` asks about it: made once, where it
    /// was made (and allocated) at every question and every comparison of
    /// a sort. The type and the name are read from it when asked: every
    /// write in a method makes a key in the survey, and two more strings
    /// per key were a tenth of a file's allocations; few keys are followed.
    let qualified: String
    /// UTF-8 bytes of the type, before the dot.
    private let typeLength: Int
    let labels: [String]

    init(type: String, name: String, labels: [String]) {
        self.init(qualified: "\(type).\(name)", typeLength: type.utf8.count, labels: labels)
    }

    /// `qualified` is `Type.method`, the type its first `typeLength` bytes.
    init(qualified: String, typeLength: Int, labels: [String]) {
        self.qualified = qualified
        self.typeLength = min(max(0, typeLength), qualified.utf8.count)
        self.labels = labels
    }

    var type: String { part(before: true) }
    var name: String { part(before: false) }

    private func part(before: Bool) -> String {
        var qualified = qualified
        return qualified.withUTF8 { bytes in
            let range = before ? 0..<typeLength : min(typeLength + 1, bytes.count)..<bytes.count
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// The name never holds a dot, so equal `Type.method`s have equal types and names.
    static func == (a: MethodKey, b: MethodKey) -> Bool {
        a.qualified == b.qualified && a.labels == b.labels
    }

    /// `qualified` stands for the type and the name (equal keys have equal
    /// ones), and the labels' count for the labels: one string hashed
    /// instead of three or four, for every method of a launch reach.
    func hash(into hasher: inout Hasher) {
        hasher.combine(qualified)
        hasher.combine(labels.count)
    }

    /// A call passing `labels` can be a call of this method: its labels are
    /// the method's in order, some left out (defaulted, or a trailing closure).
    func accepts(_ callLabels: [String]) -> Bool {
        var k = 0
        for label in callLabels {
            while k < labels.count, labels[k] != label { k += 1 }
            guard k < labels.count else { return false }
            k += 1
        }
        return true
    }
}

/// What a file says where a method's name appears.
struct MethodMention: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `func name(…)`. One in a class, struct, enum or actor (`isConcrete`;
        /// not an extension or a protocol) is what calls on that type reach.
        case declaration(type: String, isConcrete: Bool, labels: [String])
        /// `receiver.name(…)`, with the receiver's type when it resolves.
        case call(receiverType: String?, labels: [String], caller: Caller)
        /// Any other use (`#selector(name)`, a stored reference): it may run at any time.
        case reference
    }

    /// The function a call is made in.
    struct Caller: Sendable, Equatable {
        /// nil at the top level or in a function outside any type.
        var key: MethodKey?
        /// The call runs as the function runs, not later in a closure.
        var isSynchronous: Bool
        /// The function is a launch function or a private step of one.
        var isLaunchCode: Bool
    }

    var kind: Kind
}

/// Methods that run only while the app starts, found backward from the
/// writes whose context waits on it, through calls in any file: a VIPER
/// root presenter's `loadOnLaunch()` called from
/// `application(_:didFinishLaunchingWithOptions:)` asks its interactor, whose
/// output calls the wireframe that sets the first root. A call on a
/// receiver of unknown or protocol type may be a call of any method of that
/// name and labels; only a receiver of another concrete type that declares
/// the method itself rules a call out. A method is launch-only when it is
/// called, and every call that may be one of it is made synchronously in
/// launch code or in another launch-only method, and nothing else names it.
struct LaunchReach {
    /// How far back from a write the search goes.
    static let maximumDepth = 5
    /// A name mentioned in more files than this is too common to follow
    /// (`setup`, `start`): its methods are left as they are.
    static let maximumFilesPerName = 48
    /// Nor one mentioned more often than this: it keeps the work per method bounded.
    static let maximumMentionsPerName = 256

    /// The mentions of each name in `names`, over the whole project; nil for
    /// a name mentioned in too many files or too often.
    let search: ([String]) -> [String: [MethodMention]?]

    func launchOnly(_ targets: [MethodKey]) -> Set<MethodKey> {
        var mentions: [String: [MethodMention]?] = [:]
        var nodes = Set(targets)
        var frontier = Set(targets.map(\.name))
        for _ in 0..<Self.maximumDepth where !frontier.isEmpty {
            let found = search(frontier.sorted())
            for (name, list) in found { mentions[name] = list }
            var next: Set<String> = []
            for node in nodes where frontier.contains(node.name) && !isRuledOut(node, mentions: mentions) {
                for call in calls(of: node, mentions: mentions) where !call.isLaunchCode {
                    guard let caller = call.key else { continue }
                    nodes.insert(caller)
                    if mentions.index(forKey: caller.name) == nil { next.insert(caller.name) }
                }
            }
            frontier = next
        }
        // The least fixed point: launch-only only through a finite chain of
        // calls back to launch code.
        var launchOnly: Set<MethodKey> = []
        var changed = true
        while changed {
            changed = false
            for node in nodes.sorted(by: { $0.qualified < $1.qualified }) where !launchOnly.contains(node) {
                guard !isRuledOut(node, mentions: mentions) else { continue }
                let callers = calls(of: node, mentions: mentions)
                guard callers.allSatisfy({ call in call.isLaunchCode || call.key.map { launchOnly.contains($0) } == true }) else {
                    continue
                }
                launchOnly.insert(node)
                changed = true
            }
        }
        return launchOnly
    }

    /// What its own mentions say, whatever its callers turn out to be: it
    /// cannot be launch-only (not searched, named otherwise than in a call,
    /// never called, or called later or from outside any type's method).
    func isRuledOut(_ method: MethodKey, mentions: [String: [MethodMention]?]) -> Bool {
        guard let list = mentions[method.name] ?? nil else { return true }
        if list.contains(where: { if case .reference = $0.kind { return true }; return false }) { return true }
        let callers = calls(of: method, mentions: mentions)
        return callers.isEmpty || callers.contains { !$0.isSynchronous || (!$0.isLaunchCode && $0.key == nil) }
    }

    /// The calls that may be calls of `method`; nil mentions: none known.
    func calls(of method: MethodKey, mentions: [String: [MethodMention]?]) -> [MethodMention.Caller] {
        guard let list = mentions[method.name] ?? nil else { return [] }
        var concrete: Set<String> = []
        for mention in list {
            if case .declaration(let type, true, let labels) = mention.kind, type != method.type, labels == method.labels {
                concrete.insert(type)
            }
        }
        var callers: [MethodMention.Caller] = []
        for mention in list {
            guard case .call(let receiverType, let labels, let caller) = mention.kind, method.accepts(labels) else { continue }
            if let receiverType, receiverType != method.type, concrete.contains(receiverType) { continue }
            callers.append(caller)
        }
        return callers
    }
}
