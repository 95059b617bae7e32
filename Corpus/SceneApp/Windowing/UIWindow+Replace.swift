//
//  UIWindow+Replace.swift
//  Harbor
//
//  The replace-root helper everyone copies: a picture of the old screen
//  stays on top while any presented sheet is dismissed and the root is
//  replaced, then fades out.
//

import UIKit

extension UIView {
    func snapshot() -> UIImage {
        UIGraphicsImageRenderer(bounds: bounds).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }
}

extension UIWindow {
    func replaceRootViewController(with replacement: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let snapshotImageView = UIImageView(image: snapshot())
        addSubview(snapshotImageView)

        let replace = { () -> Void in
            self.rootViewController = replacement
            self.bringSubviewToFront(snapshotImageView)
            guard animated else {
                snapshotImageView.removeFromSuperview()
                completion?()
                return
            }
            UIView.animate(withDuration: 0.3, animations: {
                snapshotImageView.alpha = 0
            }, completion: { _ in
                snapshotImageView.removeFromSuperview()
                completion?()
            })
        }

        if let presented = rootViewController?.presentedViewController {
            presented.dismiss(animated: false, completion: replace)
        } else {
            replace()
        }
    }
}
