/// SplitMix64: a tiny, fast PRNG with a fixed algorithm, so one seed gives the
/// same tree on every platform and toolchain. The range helpers are our own
/// (not `Int.random(in:using:)`, whose algorithm the standard library may
/// change), and nothing here touches floating point or hashing.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `count` distinct items, in a random order.
    mutating func pick<T>(_ count: Int, of items: [T]) -> [T] {
        var pool = items
        var chosen: [T] = []
        while chosen.count < count, !pool.isEmpty { chosen.append(pool.remove(at: int(0...(pool.count - 1)))) }
        return chosen
    }

    /// An index drawn with the given integer weights.
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = int(0...(weights.reduce(0, +) - 1))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}

/// The words generated code is made of. Identifiers are built by combining
/// them, so two files rarely share more than their framework calls.
enum Vocabulary {
    static let features = [
        "Account", "Activity", "Billing", "Booking", "Calendar", "Cart", "Catalog", "Chat", "Checkout", "Contacts",
        "Coupons", "Dashboard", "Delivery", "Discover", "Events", "Favorites", "Feed", "Gallery", "Help", "Inbox",
        "Insights", "Inventory", "Invoices", "Loyalty", "Map", "Media", "Messaging", "Notifications", "Orders",
        "Payments", "Photos", "Playlist", "Profile", "Rewards", "Search", "Sharing", "Store", "Subscriptions",
        "Support", "Tickets", "Timeline", "Transfers", "Trips", "Wallet", "Workouts",
    ]
    static let nouns = [
        "Address", "Article", "Attachment", "Badge", "Banner", "Card", "Category", "Comment", "Contact", "Coupon",
        "Device", "Document", "Draft", "Episode", "Event", "Filter", "Friend", "Goal", "Invoice", "Item", "Label",
        "Lesson", "Location", "Member", "Message", "Note", "Offer", "Order", "Page", "Payment", "Photo", "Plan",
        "Post", "Price", "Product", "Promotion", "Question", "Receipt", "Reminder", "Review", "Reward", "Route",
        "Section", "Seller", "Shipment", "Slot", "Story", "Tag", "Task", "Thread", "Ticket", "Track",
        "Transaction", "Trip", "Video", "Voucher", "Workout",
    ]
    static let verbs = [
        "load", "fetch", "refresh", "reload", "update", "save", "delete", "archive", "share", "select", "configure",
        "validate", "submit", "cancel", "retry", "apply", "prepare", "dismiss", "sync", "cache", "restore",
        "observe", "track", "format", "sort", "filter", "merge", "resolve", "schedule", "toggle",
    ]
    static let adjectives = [
        "active", "archived", "cached", "current", "default", "draft", "expired", "featured", "filtered", "hidden",
        "latest", "local", "pending", "pinned", "popular", "recent", "remote", "saved", "selected", "shared",
        "visible", "upcoming",
    ]
    static let valueTypes = ["String", "Int", "Bool", "Date", "Double", "URL", "UUID", "[String]", "Decimal", "String?", "Int?", "Date?"]
    static let caseWords = [
        "idle", "loading", "loaded", "empty", "failed", "refreshing", "editing", "saving", "offline", "syncing",
        "expanded", "collapsed", "compact", "regular", "primary", "secondary", "destructive", "featured", "hidden",
        "archived", "pending", "confirmed", "shipped", "delivered", "cancelled", "refunded",
    ]
    static let colors = ["systemBackground", "secondarySystemBackground", "label", "secondaryLabel", "tintColor", "systemRed", "systemGreen", "systemBlue", "separator"]
    static let people = ["Alex Kim", "Priya Nair", "Jonas Weber", "Maya Cohen", "Lucas Martin", "Sofia Rossi", "Tomás Ruiz", "Aiko Tanaka"]
    static let phrases = [
        "Something went wrong", "Pull to refresh", "No results yet", "Try again later", "Saved to your library",
        "You're all caught up", "Check your connection", "Are you sure?", "This can't be undone", "Tap to retry",
        "Nothing here yet", "Updated just now",
    ]
}

extension String {
    /// `Order` → `order`, `URLSession` → `urlSession`.
    var lowerFirst: String {
        guard let first = first else { return self }
        let uppercasePrefix = prefix { $0.isUppercase }
        if uppercasePrefix.count > 1, uppercasePrefix.count < count {
            return uppercasePrefix.dropLast().lowercased() + dropFirst(uppercasePrefix.count - 1)
        }
        return first.lowercased() + dropFirst()
    }

    /// `Order` → `Orders`, `Category` → `Categories`, `Address` → `Addresses`.
    var plural: String {
        if hasSuffix("y"), let before = dropLast().last, !"aeiou".contains(before) { return dropLast() + "ies" }
        if hasSuffix("s") || hasSuffix("ch") || hasSuffix("sh") || hasSuffix("x") { return self + "es" }
        return self + "s"
    }

    var upperFirst: String {
        guard let first = first else { return self }
        return first.uppercased() + dropFirst()
    }
}
