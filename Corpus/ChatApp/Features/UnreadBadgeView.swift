//
//  UnreadBadgeView.swift
//  Parley
//

import UIKit

/// The red pill on a room's row; drawn by hand, it is on every cell.
final class UnreadBadgeView: UIView {

    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    private let sizes = BadgeSizeCache()

    override func draw(_ rect: CGRect) {
        UIColor.systemRed.set()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        let text = count > 99 ? "99+" : "\(count)"
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white]
        let size = (text as NSString).size(withAttributes: attributes)
        sizes.set(size: size, for: text)
        (text as NSString).draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2), withAttributes: attributes)
    }
}

final class BadgeSizeCache {
    private var sizes: [String: CGSize] = [:]

    func set(size: CGSize, for text: String) {
        sizes[text] = size
    }

    func size(for text: String) -> CGSize? {
        sizes[text]
    }
}
