import Testing
@testable import RootLintSyntax

/// The byte searches the prefilter is made of are necessary conditions of
/// token patterns: whatever the tokens allow between the words, the search
/// must allow too (a false positive is fine, a miss is a lost finding).
@Suite struct ByteSearchTests {
    func occurs(_ search: ByteSearch, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { search.occurs(in: $0) }
    }

    @Test func assignmentAcrossSpacesLineBreaksAndComments() {
        let write = ByteSearch("rootViewController", followedBy: .assignment)
        #expect(occurs(write, "window.rootViewController = vc"))
        #expect(occurs(write, "window.rootViewController=vc"))
        #expect(occurs(write, "window.rootViewController\n    = vc"))
        #expect(occurs(write, "window.rootViewController /* why */ = vc"))
        #expect(occurs(write, "window.rootViewController // why\n = vc"))
        #expect(occurs(write, "window.rootViewController /* a /* nested */ b */ = vc"))
        #expect(!occurs(write, "window.rootViewController == vc"))
        #expect(!occurs(write, "UINavigationController(rootViewController: vc)"))
        #expect(!occurs(write, "let x = window.rootViewController"))
    }

    @Test func longTriviaCountsAsAMatch() {
        // Past the budget the search gives up and says yes: never a miss.
        let write = ByteSearch("rootViewController", followedBy: .assignment)
        let comment = "/* " + String(repeating: "x", count: 5_000) + " */"
        #expect(occurs(write, "window.rootViewController " + comment + " == vc"))
    }

    @Test func callFollowers() {
        #expect(occurs(ByteSearch("present", followedBy: .openParenthesis), "present (alert, animated: true)"))
        #expect(!occurs(ByteSearch("present", followedBy: .openParenthesis), "present { }"))
        #expect(occurs(ByteSearch("switchRoot", followedBy: .callOrClosure), "window.switchRoot {\n}"))
        #expect(!occurs(ByteSearch("switchRoot", followedBy: .callOrClosure), "let switchRoot = 1"))
    }

    @Test func precedersLookBackAcrossSpacesAndLineBreaks() {
        let owner = ByteSearch("window", precededBy: ["var", "let"])
        #expect(occurs(owner, "    var window: UIWindow?"))
        #expect(occurs(owner, "private let   window = UIWindow()"))
        #expect(!occurs(owner, "view.window?.rootViewController"))
        #expect(!occurs(owner, "window = UIWindow()"))
        // A comment may hide between `var` and the name on another line.
        #expect(occurs(owner, "var // the app's\nwindow: MainWindow?"))
        #expect(occurs(owner, "var /* the app's */ window: MainWindow?"))
        #expect(occurs(owner, "var /* the\n app's */\n  window: MainWindow?"))
        // A name that starts a line follows the last line that is not blank.
        #expect(!occurs(owner, "let scene = scene\n        window.rootViewController = root"))
        #expect(!occurs(owner, "let scene = scene\r\n\r\n   window.makeKeyAndVisible()"))
        #expect(occurs(owner, "private var\n    window: UIWindow?"))
        #expect(occurs(owner, "var\r\n\r\n\twindow: UIWindow?"))
        #expect(occurs(owner, "let text = \"http://example.com\"\n    window.makeKeyAndVisible()"))
        // Past the budget of blank lines, the search says yes.
        #expect(occurs(owner, "x" + String(repeating: "\n", count: 2_000) + "window"))
        // A line's code ends at its `//`; a comment line is blank to the tokens.
        #expect(!occurs(owner, "let a = 1 // the scene\n    // its window\n    window.makeKeyAndVisible()"))
        #expect(occurs(owner, "let // the window\n    // of the app\n    window: UIWindow?"))
    }

    @Test func bindingsInConditionsAndLongerNamesAreNoDeclarations() {
        let owner = ByteSearch("window", followedBy: .nameEnd, precededBy: ["var", "let"], unlessAfter: ["if", "guard", "while", "case", ","])
        #expect(occurs(owner, "    private(set) var window: UIWindow?"))
        #expect(occurs(owner, "let window = UIWindow(windowScene: scene)"))
        #expect(occurs(owner, "let window"))
        #expect(!occurs(owner, "guard let window = view.window else { return }"))
        #expect(!occurs(owner, "if let window = view.window, var window = other {"))
        #expect(!occurs(owner, "if let scene = scene as? UIWindowScene, let window = scene.windows.first {"))
        #expect(!occurs(owner, "case let window as UIWindow:"))
        #expect(!occurs(owner, "let windowHeight = view.window.bounds.height"))
        // `elif` is not `if`.
        #expect(occurs(owner, "elif let window: UIWindow"))
    }

    @Test func precedersMayComeBeforeTheNameTheNeedleEnds() {
        let named = ByteSearch("Window", followedBy: .word([UInt8(ascii: ":")]), precededBy: ["var", "let"], endingAName: true)
        #expect(occurs(named, "    var mainWindow: MainWindow!"))
        #expect(occurs(named, "let Window: UIWindow"))
        #expect(occurs(named, "var\n    sceneWindow: UIWindow?"))
        #expect(!occurs(named, "func show(in mainWindow: UIWindow)"))
        #expect(!occurs(named, "let range = makeRange(maximumWindow: 10)"))
        #expect(!occurs(named, "static let mainWindowTitle: String"))
        let assigned = ByteSearch("Window", followedBy: .assignment, precededBy: ["var", "let"], endingAName: true)
        #expect(occurs(assigned, "lazy var appWindow = Window(frame: bounds)"))
        #expect(!occurs(assigned, "self.appWindow = Window(frame: bounds)"))
    }

    @Test func forcedCastFollowerKeepsEveryCastOfTheName() {
        let root = ByteSearch("rootViewController", followedBy: .forcedCast)
        // The name ends the cast's operand, across optional marks, closers and trivia.
        #expect(occurs(root, "window.rootViewController as! MainTabBarController"))
        #expect(occurs(root, "window?.rootViewController! as!UITabBarController"))
        #expect(occurs(root, "(window.rootViewController) as! UITabBarController"))
        #expect(occurs(root, "window.rootViewController /* why */\n    as! UITabBarController"))
        #expect(occurs(root, "window.rootViewController // why\n as! UITabBarController"))
        // A call, subscript, closure or member after it may still lead to a cast.
        #expect(occurs(root, "coordinator.rootViewController(for: scene) as! HomeViewController"))
        #expect(occurs(root, "window.rootViewController?.children.first as! HomeViewController"))
        #expect(occurs(root, "rootViewController[0] as! HomeViewController"))
        #expect(occurs(root, "rootViewController { $0 } as! HomeViewController"))
        // A label, an argument or a comparison is no cast of it.
        #expect(!occurs(root, "UINavigationController(rootViewController: controller)"))
        #expect(!occurs(root, "present(rootViewController, animated: true)"))
        #expect(!occurs(root, "if window.rootViewController != nil { }"))
        #expect(!occurs(root, "window.rootViewController as? UITabBarController"))
        #expect(!occurs(root, "window.rootViewControllers as! [UIViewController]"))
        #expect(!occurs(root, "window.rootViewController a"))
        #expect(!occurs(root, "window.rootViewController)"))
        // Past the budget of closers or trivia, the search says yes.
        #expect(occurs(root, "rootViewController" + String(repeating: ")", count: 2_000)))
        let delegate = ByteSearch("delegate", followedBy: .forcedCast)
        #expect(occurs(delegate, "let app = UIApplication.shared.delegate as! AppDelegate"))
        #expect(!occurs(delegate, "tableView.delegate = self"))
    }

    @Test func memberFollowerAcrossTrivia() {
        let shared = ByteSearch("shared", followedBy: .member(["keyWindow", "windows", "delegate"].map { Array($0.utf8) }))
        #expect(occurs(shared, "UIApplication.shared.windows.first"))
        #expect(occurs(shared, "UIApplication.shared\n    .keyWindow?.rootViewController"))
        #expect(occurs(shared, "UIApplication.shared. /* the app's */ delegate?.window"))
        #expect(!occurs(shared, "UIApplication.shared.open(url)"))
        #expect(!occurs(shared, "UIApplication.shared"))
        #expect(!occurs(shared, "let shared = windows"))
    }

    @Test func onePassAnswersAsEachSearch() {
        // Searches anchored on `W`, as the prefilter's window and launch words are.
        let searches = [ByteSearch("Window", followedBy: .word([UInt8(ascii: ":")])), ByteSearch("Window", followedBy: .assignment),
                        ByteSearch("willFinishLaunchingWithOptions"), ByteSearch("didFinishLaunchingWithOptions"),
                        ByteSearch("W"), ByteSearch("xW", precededBy: ["var"])]
        #expect(searches.allSatisfy { $0.anchorByte == UInt8(ascii: "W") })
        let pass = SharedAnchorSearch(searches)
        let pieces = ["Window", ":", " = ", "==", "willFinishLaunchingWith", "Options", "didFinishLaunching", "W", "xW",
                      "var ", "\n", " ", "// c\n", "/* c */", "/*", "*/", "Win", "dow"]
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let alone = searches.map { search in bytes.withUnsafeBufferPointer { search.occurs(in: $0) } }
            for open in [UInt64(0b111111), 0b101010, 0b010101, 0b000001, 0b100000, 0] {
                // Any subset, as a probe asks what is still open.
                let found = bytes.withUnsafeBufferPointer { pass.occurrences(in: $0, among: open) }
                for index in searches.indices {
                    let asked = open & (1 << UInt64(index)) != 0
                    #expect((found & (1 << UInt64(index)) != 0) == (asked && alone[index]), "\(text.debugDescription), search \(index)")
                }
            }
        }
        #expect(pass.occurrences(in: UnsafeBufferPointer(start: nil, count: 0), among: 0b111111) == 0)
    }

    @Test func commonAnchorsAreFoundByFingerprint() {
        // `:` is one byte in ninety: `rootlint:` is found by `:` and its two
        // rarest other letters, `l` and `n`.
        let suppression = ByteSearch("rootlint:")
        #expect(suppression.fingerprint?.bytes == Array(":ln".utf8))
        #expect(suppression.fingerprint?.offsets == [8, 4, 6])
        // `W` and `!` are rare: `memchr` stops seldom.
        #expect(ByteSearch("Window").fingerprint == nil)
        #expect(ByteSearch("as!").fingerprint == nil)
        // Too short to hold three bytes.
        #expect(ByteSearch("t:").fingerprint == nil)
        // `indow` and `window` share `d` and `n` at the same distance from their last `w`.
        let owner = ByteSearch("window")
        let lookups = ByteSearch("indow")
        #expect(owner.anchor == 5)
        let pass = SharedAnchorSearch([owner, lookups])
        #expect(pass.fingerprint?.bytes == Array("wdn".utf8))
        #expect(pass.fingerprint?.offsets == [0, -2, -3])
        // Nothing in common but the anchor: `memchr`.
        #expect(SharedAnchorSearch([ByteSearch(ByteSearch("rootViewController"), anchor: 8), ByteSearch(ByteSearch("addChild"), anchor: 3)]).fingerprint == nil)
    }

    @Test func fingerprintedPassAnswersAsEachSearchAtEveryOffset() {
        let searches = [ByteSearch("window", followedBy: .nameEnd, precededBy: ["var", "let"]), ByteSearch("indow")]
        let pass = SharedAnchorSearch(searches)
        #expect(pass.fingerprint != nil)
        let pieces = ["window", "indow", "var ", "let ", "w", "d", "i", "Height", "\n", " ", "wi", "ndow", "x"]
        var random = SeededGenerator(seed: 11)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            let alone = searches.map { search in bytes.withUnsafeBufferPointer { search.occurs(in: $0) } }
            for open in [UInt64(0b11), 0b01, 0b10] {
                let found = bytes.withUnsafeBufferPointer { pass.occurrences(in: $0, among: open) }
                for index in searches.indices {
                    let asked = open & (1 << UInt64(index)) != 0
                    #expect((found & (1 << UInt64(index)) != 0) == (asked && alone[index]), "\(text.debugDescription), search \(index)")
                }
            }
        }
    }

    /// The fingerprint scan (sixty-four, thirty-two and sixteen positions a
    /// round, then one at a time) finds exactly the positions a plain loop
    /// finds, in order, within any range, up to where the caller stops it:
    /// candidates sparse and dense, at every distance from a round's edge.
    /// The sixty-four-position round was checked by this test against the
    /// thirty-two-position one it replaced.
    @Test func fingerprintCandidatesAreThePositionsAPlainLoopFinds() {
        var random = SeededGenerator(seed: 29)
        let fingerprints = [ByteFingerprint(offsets: [0, 1, 3], bytes: Array("fuc".utf8)),
                            ByteFingerprint(offsets: [8, 4, 6], bytes: Array(":ln".utf8)),
                            ByteFingerprint(offsets: [0, -2, -3], bytes: Array("wdn".utf8))]
        for _ in 0..<4_000 {
            let fingerprint = fingerprints.randomElement(using: &random)!
            let count = Int.random(in: 0...300, using: &random)
            // Mostly the fingerprint's own bytes: candidates every few positions or none.
            let alphabet = fingerprint.bytes + Array("xy".utf8).prefix(Int.random(in: 0...2, using: &random))
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
            let lower = Int.random(in: -4...max(-4, count), using: &random)
            let upper = Int.random(in: lower...(count + 4), using: &random)
            let stopAfter = Int.random(in: 1...40, using: &random)
            var expected: [Int] = []
            // A position is where the needle would start: it may lie before
            // the buffer, so long as the three bytes are in it.
            for q in lower..<upper
            where (0..<3).allSatisfy({ q + fingerprint.offsets[$0] >= 0 && q + fingerprint.offsets[$0] < count
                                        && bytes[q + fingerprint.offsets[$0]] == fingerprint.bytes[$0] }) {
                expected.append(q)
            }
            var found: [Int] = []
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                fingerprint.forEachCandidate(base, count, in: lower..<upper) { q in
                    found.append(q)
                    return found.count < stopAfter
                }
            }
            #expect(found == Array(expected.prefix(stopAfter)), "\(count) bytes, \(lower)..<\(upper)")
        }
    }

    @Test func anchorsMoveOnlyToANearlyAsRareByteOthersUse() {
        let write = ByteSearch("rootViewController", followedBy: .assignment)
        #expect(write.anchorByte == UInt8(ascii: "V"))
        // `C` (27 in 10 000 bytes) against `V` (26): shared with `willConnectTo`.
        #expect(write.sharingAnchor([UInt8(ascii: "V"): 1, UInt8(ascii: "C"): 1]).anchorByte == UInt8(ascii: "C"))
        #expect(write.sharingAnchor([UInt8(ascii: "V"): 1]).anchorByte == UInt8(ascii: "V"))
        // `r` is far more common than `!`: the cast keeps its own anchor.
        #expect(ByteSearch("as!").sharingAnchor([UInt8(ascii: "!"): 1, UInt8(ascii: "s"): 5]).anchorByte == UInt8(ascii: "!"))
        let launch = ByteSearch("applicationDidFinishLaunching")
        #expect(launch.anchorByte == UInt8(ascii: "L"))
        #expect(launch.sharingAnchor([UInt8(ascii: "L"): 1, UInt8(ascii: "F"): 2]).anchorByte == UInt8(ascii: "F"))
        // Moved or not, it finds the same.
        let moved = write.sharingAnchor([UInt8(ascii: "C"): 3])
        for text in ["window.rootViewController = vc", "rootViewController == vc", "C", "rootViewControlle = x"] {
            #expect(occurs(moved, text) == occurs(write, text))
        }
    }
}

@Suite struct CallWordsTests {
    func called(_ names: [String], _ text: String) -> [Int] {
        Array(text.utf8).withUnsafeBufferPointer { CallWords(names).called(in: $0) }
    }

    @Test func findsEveryNameInOnePass() {
        let names = ["start", "setRootViewController", "showLogin"]
        #expect(called(names, "coordinator.start()\nwindow.setRootViewController(vc, animated: true)") == [0, 1])
        #expect(called(names, "router.showLogin {\n}") == [2])
        #expect(called(names, "router.showLogin\n{\n}") == [2])
        #expect(called(names, "restart(); starts(); let start = 1") == [])
    }

    @Test func selectorsNameTheirLastWord() {
        func selected(_ names: [String], _ text: String) -> [Int] {
            Array(text.utf8).withUnsafeBufferPointer { CallWords(names).selected(in: $0) }
        }
        let names = ["setHome", "showLogin"]
        #expect(selected(names, "addObserver(self, selector: #selector(setHome), name: .x, object: nil)") == [0])
        #expect(selected(names, "addTarget(self, action: #selector( AppDelegate.showLogin ), for: .touchUpInside)") == [1])
        // With labels it is a call shape, found by `called(in:)`.
        #expect(selected(names, "#selector(setHome(_:))") == [])
        #expect(selected(names, "#selector(getter: UIView.frame); #selector(setHomeScreen); setHome") == [])
        #expect(selected(names, "#selector") == [] && selected(names, "#selector(") == [] && selected([], "#selector(setHome)") == [])
    }

    @Test func aCommentBeforeTheBracketMakesEveryNameCount() {
        let names = ["start", "stop"]
        #expect(called(names, "coordinator.start /* now */ ()") == [0, 1])
        #expect(called(names, "coordinator.start // now\n()") == [0, 1])
    }

    @Test func manyNamesCostOnePass() {
        // 20 000 names against a file calling the last one: linear, not one search per name.
        let names = (0..<20_000).map { "step\($0)" }
        let text = String(repeating: "x = y(z)\n", count: 20_000) + "step19999()"
        #expect(called(names, text) == [19_999])
    }
}

@Suite struct WordSetAndSortedPositionsTests {
    @Test func wordSetComparesBytes() {
        let file = SourceFile(path: "a.swift", text: "forEach map `map` mapper")
        let words = WordSet(["forEach", "map"])
        #expect((0..<file.code.count).filter { words.contains($0, in: file) } == [0, 1, 2])
    }

    @Test func sortedPositions() {
        let positions = [2, 5, 9]
        #expect(positions.first(in: 3..<10) == 5)
        #expect(positions.last(in: 0..<9) == 5)
        #expect(positions.hasValue(in: 6..<9) == false)
        #expect(Array(positions.slice(in: 2..<6)) == [2, 5])
        #expect([Int]().first(in: 0..<10) == nil)
    }

    /// The anchored search (`memchr` to the rarest byte, or a fingerprint
    /// when that byte is common, then the rest compared): every offset of a
    /// needle, from either end of the buffer and on either side of a
    /// sixteen-byte block, is found exactly as a byte-by-byte search finds it.
    @Test func anchoredSearchAgreesWithAPlainSearchAtEveryOffset() {
        func plain(_ needle: [UInt8], _ buffer: [UInt8]) -> Bool {
            guard buffer.count >= needle.count else { return false }
            return (0...(buffer.count - needle.count)).contains { Array(buffer[$0..<$0 + needle.count]) == needle }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet = Array("rootlint:funcWindow ".utf8)
        for word in ["rootlint:", "func", "as!", "Window", "rootViewController", "t:", "ab", "present", "tt"] {
            let search = ByteSearch(word)
            let needle = Array(word.utf8)
            // Past 70 bytes, several 32-byte rounds of a fingerprint scan and its 16-byte and scalar tails.
            for length in Array(0..<70) + [97, 113, 130] {
                // A needle planted at every position, then random bytes of the needle's own letters.
                for at in 0...max(0, length - needle.count) where length >= needle.count {
                    var buffer = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    buffer.replaceSubrange(at..<at + needle.count, with: needle)
                    #expect(buffer.withUnsafeBufferPointer { search.occurs(in: $0) }, "\(word) at \(at) of \(length)")
                }
                for _ in 0..<20 {
                    let buffer = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
                    #expect(buffer.withUnsafeBufferPointer { search.occurs(in: $0) } == plain(needle, buffer), "\(word) in \(buffer)")
                    // Every start, overlapping ones included (`abab` holds `ab` twice).
                    let starts = buffer.count >= needle.count
                        ? (0...(buffer.count - needle.count)).filter { Array(buffer[$0..<$0 + needle.count]) == needle } : []
                    #expect(buffer.withUnsafeBufferPointer { search.matchStarts(in: $0) } == starts, "\(word) in \(buffer)")
                }
            }
        }
        // Overlapping occurrences are each found.
        #expect(Array("aaaa".utf8).withUnsafeBufferPointer { ByteSearch("aa").matchStarts(in: $0) } == [0, 1, 2])
        // The names after `func` at every offset.
        for pad in 0..<40 {
            let text = String(repeating: " ", count: pad) + "func a() {}\nfunc bb() {}"
            #expect(DeclaredFunctionNames.find(in: Array(text.utf8)) == ["a", "bb"], "\(pad)")
        }
    }

    /// The tokens a fact finder looks at are the ones that start where the
    /// bytes are: not a comment or a longer name holding them; a string's
    /// text starting there is a token the finder rejects by its kind.
    @Test func codeIndicesStartingAtTheBytesAreTokensThatStartThere() {
        let source = """
        let a = "rootViewController" // rootViewController
        window.rootViewController = b; window.rootViewControllers = c
        /* rootViewController */ x.myrootViewController = d
        `rootViewController` = e
        """
        let file = SourceFile(path: "a.swift", text: source)
        let found = file.codeIndices(startingAt: ByteSearch("rootViewController"))
        #expect(found.map { file.text($0) } == ["rootViewController", "rootViewController", "rootViewControllers"])
        #expect(found.map { file.code[$0].kind } == [.stringSegment, .identifier, .identifier])
        // `as!`: the `as` keyword, whose `!` follows it.
        let cast = SourceFile(path: "b.swift", text: "let x = y as! Z\nlet alias! = 1\nlet s = \"as!\"")
        let casts = cast.codeIndices(startingAt: ByteSearch("as!"))
        #expect(casts.map { cast.text($0) } == ["as", "as!"])
        #expect(casts.map { cast.code[$0].kind } == [.keyword, .stringSegment])
        #expect(SourceFile(path: "c.swift", text: "").codeIndices(startingAt: ByteSearch("as!")).isEmpty)
    }

    /// Names holding the bytes anywhere, each once: `indow` in `window`,
    /// `mainWindow` and `windowWindow`; not in a comment or a string's
    /// neighbour.
    @Test func codeIndicesContainingTheBytesAreTheTokensAroundThem() {
        let source = """
        var window: UIWindow? // a window
        let mainWindow = MainWindow(); let windowWindow = 1
        let s = "indow"; indow()
        """
        let file = SourceFile(path: "a.swift", text: source)
        let found = file.codeIndices(containing: ByteSearch("indow"))
        #expect(found.map { file.text($0) } == ["window", "UIWindow", "mainWindow", "MainWindow", "windowWindow", "indow", "indow"])
        #expect(found == found.sorted() && Set(found).count == found.count)
        #expect(SourceFile(path: "b.swift", text: "// window\n").codeIndices(containing: ByteSearch("indow")).isEmpty)
    }
}
