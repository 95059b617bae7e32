import Foundation
import Testing

/// A batch Emacs session with Eglot set up as the README's `eglot` snippet
/// says (loaded as `init.el`, after the installed packages are activated as
/// Emacs does at start-up: Debian's elpa-eglot on Emacs 28, Eglot built in
/// from Emacs 29), run from the package root. A generated Emacs Lisp harness
/// opens the plan's files one after another (`M-x eglot` in the first, the
/// others then managed by the same server), records every
/// `textDocument/publishDiagnostics` per URI and what Flymake shows for the
/// buffer, runs the plan's code-action cases through `M-x eglot-code-actions`
/// (its prompt answered with the action's title), and writes what it saw as
/// JSON.
enum EmacsSession {
    /// A range in Emacs's terms: 0-based lines, columns in characters.
    struct CharRange: Codable, Equatable {
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
    }

    /// What the harness is asked to do.
    struct Plan: Encodable {
        /// A finding's quick fix (the action titled `fixTitle`) and its
        /// "Disable RULE for this line", each asked for over `range`.
        struct Case: Encodable {
            var file: String
            var rule: String
            var range: CharRange
            var fixTitle: String
        }

        var files: [String]
        var cases: [Case]
        var timeoutMs: Int
    }

    typealias LSPDiagnostic = NeovimSession.LSPDiagnostic

    /// A diagnostic as Flymake holds it (`flymake-diagnostics`), its rule
    /// from the LSP diagnostic Eglot keeps with it.
    struct Shown: Decodable {
        var code: String?
        var type: String
        var text: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
    }

    struct Publish: Decodable {
        var version: Int?
        var diagnostics: [LSPDiagnostic]
    }

    struct OpenedFile: Decodable {
        var file: String
        var uri: String
        /// A publish came, and Flymake had Eglot's report of it, before the time-out.
        var waited: Bool
        /// Eglot manages the buffer.
        var managed: Bool
        var shown: [Shown]
    }

    /// One code action chosen from the prompt and applied, then undone: the
    /// titles offered (and which carry `isPreferred`) and the prompt's default, the buffer after it (`text`)
    /// and after the undo (`restored`), read back from the dumps, and the
    /// server's publish for the edited buffer.
    struct Action: Decodable {
        var titles: [String]
        /// Whether each action offered has an `isPreferred` key (true or false).
        var keyed: [Bool]
        var `default`: String?
        var text: String?
        var restored: String?
        var diagnostics: [LSPDiagnostic]?
        var problem: String?
    }

    struct CaseResult: Decodable {
        var file: String
        var rule: String
        var fix: Action
        var disable: Action
    }

    struct Results: Decodable {
        var files: [OpenedFile]
        var cases: [CaseResult]?
        /// The position encoding the server chose (nil: UTF-16, not negotiated).
        var encoding: String?
        /// Eglot's version (the package's, or the built-in one's).
        var eglot: String?
        var stopped: Bool?
        /// Every publish, per URI, in arrival order.
        var publishes: [String: [Publish]]?
        var error: String?
    }

    /// The results, and the bytes of every buffer the harness dumped, by path.
    struct Outcome: Sendable {
        var results: Results
        var dumps: [String: [UInt8]]
        var seconds: Double
    }

    /// Whether `emacs` is on the PATH with an Eglot it can load.
    static let hasEglot: Bool = {
        let check = #"emacs --batch --eval '(progn (require (quote package)) (package-activate-all) (kill-emacs (if (locate-library "eglot") 0 1)))'"#
        return (try? ReadmeSnippetTests.shell("command -v emacs >/dev/null && " + check + " >/dev/null 2>&1", in: CLIHarness.packageRoot).status) == 0
    }()

    /// Runs the plan in a fresh batch Emacs, its home in a scratch folder so
    /// that nothing of the user's is loaded and nothing is written outside it.
    static func run(_ plan: Plan, timeout: TimeInterval = 300) throws -> Outcome {
        let dir = try TemporaryDirectory()
        try dir.write("init.el", try ReadmeSnippetTests.snippet("eglot") + "\n")
        try dir.write("harness.el", harness)
        try dir.write("plan.json", bytes: Array(try JSONEncoder().encode(plan)))
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("home"), withIntermediateDirectories: true)
        let log = try dir.write("emacs.log", "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["emacs", "--batch", "-l", dir.url.appendingPathComponent("harness.el").path]
        process.currentDirectoryURL = CLIHarness.packageRoot
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = CLIHarness.binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["ROOTLINT_EMACS_DIR"] = dir.url.path
        env["HOME"] = dir.url.appendingPathComponent("home").path
        for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] {
            env[name] = dir.url.appendingPathComponent("xdg").path
        }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        let started = Date()
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let seconds = Date().timeIntervalSince(started)
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw SessionError("Emacs did not finish within \(Int(timeout)) s: \(try String(contentsOf: log, encoding: .utf8).suffix(2000))")
        }
        try output.close()
        guard let data = try? Data(contentsOf: dir.url.appendingPathComponent("results.json")) else {
            throw SessionError("Emacs wrote no results (status \(process.terminationStatus)): \(try String(contentsOf: log, encoding: .utf8).suffix(2000))")
        }
        let results: Results
        do {
            results = try JSONDecoder().decode(Results.self, from: data)
        } catch {
            throw SessionError("Emacs's results do not decode (\(error)): \(String(decoding: data.prefix(2000), as: UTF8.self))")
        }
        var dumps: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.url.path) where name.hasPrefix("buffer-") {
            let path = dir.url.appendingPathComponent(name).path
            dumps[path] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return Outcome(results: results, dumps: dumps, seconds: seconds)
    }

    struct SessionError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The Emacs side, written to the scratch folder as `harness.el`.
    static let harness = #"""
        ;;; harness.el --- the test's side of a batch Emacs session  -*- lexical-binding: t -*-
        ;; Emacs starts as it does for a user: the installed packages activated
        ;; (Debian's elpa-eglot on Emacs 28; Eglot is built in from Emacs 29), then
        ;; init.el, which is the README's set-up. This opens the plan's files one
        ;; after another as M-x eglot and find-file would, records every
        ;; publishDiagnostics and what Flymake shows for it, runs the code-action
        ;; cases through M-x eglot-code-actions, and writes results.json.
        (require 'package)
        (package-activate-all)
        (require 'json)
        (require 'cl-lib)
        (defvar rl-dir (getenv "ROOTLINT_EMACS_DIR"))
        (load (expand-file-name "init.el" rl-dir) nil t)
        (defvar rl-root default-directory "The package root, which the plan's paths are relative to.")
        (defvar rl-plan (let ((json-object-type 'alist) (json-array-type 'list) (json-key-type 'symbol))
                          (json-read-file (expand-file-name "plan.json" rl-dir))))
        (defvar rl-timeout (/ (alist-get 'timeoutMs rl-plan) 1000.0))

        ;; Nothing written beside the files (no lock, auto-save or backup files), no
        ;; questions asked; buffers that write back byte for byte.
        (setq create-lockfiles nil auto-save-default nil make-backup-files nil enable-local-variables nil)
        ;; swift-mode is a package of its own, not installed here: a stand-in.
        (unless (fboundp 'swift-mode)
          (define-derived-mode swift-mode prog-mode "Swift" "A stand-in for swift-mode."))
        (add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))

        ;; Every publish, per URI, in arrival order.
        (defvar rl-published (make-hash-table :test 'equal))
        (advice-add 'eglot-handle-notification :before
                    (lambda (_server method &rest params)
                      (when (eq method 'textDocument/publishDiagnostics)
                        (let ((uri (plist-get params :uri)))
                          (puthash uri (append (gethash uri rl-published)
                                               (list `((version . ,(plist-get params :version))
                                                       (diagnostics . ,(plist-get params :diagnostics)))))
                                   rl-published)))))

        (defun rl-wait (pred)
          "Process the server's output until PRED holds, or the time-out; whether it holds."
          (let ((deadline (+ (float-time) rl-timeout)))
            (while (and (not (funcall pred)) (< (float-time) deadline))
              (accept-process-output nil 0.01))
            (and (funcall pred) t)))

        (defun rl-json-bool (value) (if value t :json-false))

        (defun rl-uri () (eglot--path-to-uri (buffer-file-name)))

        (defun rl-latest (uri &optional version)
          (let (found)
            (dolist (p (gethash uri rl-published) found)
              (when (or (null version) (equal (alist-get 'version p) version)) (setq found p)))))

        (defun rl-shown ()
          "What Flymake holds for the buffer: 0-based lines, columns in characters."
          (save-restriction
            (widen)
            (cl-flet ((pos (p) (save-excursion (goto-char p) (list (1- (line-number-at-pos p t)) (- p (line-beginning-position))))))
              (vconcat
               (mapcar (lambda (d)
                         (let ((b (pos (flymake-diagnostic-beg d))) (e (pos (flymake-diagnostic-end d)))
                               (lsp (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))))
                           `((code . ,(plist-get lsp :code)) (type . ,(symbol-name (flymake-diagnostic-type d)))
                             (text . ,(flymake-diagnostic-text d))
                             (line . ,(car b)) (column . ,(cadr b)) (endLine . ,(car e)) (endColumn . ,(cadr e)))))
                       (flymake-diagnostics))))))

        (defun rl-open (file)
          "FILE opened as a user would, M-x eglot where no server manages it yet,
        waiting until Flymake has Eglot's report of the server's first publish."
          (let ((coding-system-for-read 'utf-8-unix))
            (find-file (expand-file-name file rl-root)))
          (unless (and (fboundp 'eglot-managed-p) (eglot-managed-p))
            (call-interactively #'eglot))
          ;; What redisplay would run: Flymake starts a buffer's check once it is shown.
          (run-window-configuration-change-hook)
          (let* ((uri (rl-uri))
                 (waited (rl-wait (lambda () (and (gethash uri rl-published) (eglot-managed-p)
                                                  (memq 'eglot-flymake-backend (flymake-reporting-backends)))))))
            `((file . ,file) (uri . ,uri) (waited . ,(rl-json-bool waited))
              (managed . ,(rl-json-bool (eglot-managed-p))) (shown . ,(rl-shown)))))

        ;; Eglot sends a buffer's changes once Emacs has been idle for
        ;; `eglot-send-changes-idle-time'; batch Emacs is never idle, so the test runs
        ;; that timer when an edit is done, as Emacs would.
        (defun rl-send-changes ()
          (when (timerp eglot--change-idle-timer)
            (timer-event-handler eglot--change-idle-timer)))

        (defvar rl-dumps 0)
        (defun rl-dump ()
          "The buffer as saving it would write it, to a file in the scratch folder."
          (setq rl-dumps (1+ rl-dumps))
          (let ((path (expand-file-name (format "buffer-%d.swift" rl-dumps) rl-dir))
                (coding-system-for-write 'utf-8-unix))
            (save-restriction (widen) (write-region nil nil path nil 'silent))
            path))

        (defun rl-position (line column)
          (save-excursion (goto-char (point-min)) (forward-line line) (forward-char column) (point)))

        (defun rl-action (case title)
          "M-x eglot-code-actions over the finding's range, its prompt answered with
        TITLE: the buffer after it and the server's publish for it; then undo."
          (let* ((uri (rl-uri))
                 (range (alist-get 'range case))
                 (beg (rl-position (alist-get 'line range) (alist-get 'column range)))
                 (end (rl-position (alist-get 'endLine range) (alist-get 'endColumn range)))
                 before titles keyed default out)
            (undo-boundary)
            (setq before buffer-undo-list)
            (condition-case err
                (cl-letf (((symbol-function 'completing-read)
                           (lambda (_prompt collection _predicate _require-match _initial _history &optional def &rest _)
                             (setq titles (mapcar (lambda (item) (if (consp item) (car item) item)) collection)
                                   keyed (mapcar (lambda (item) (rl-json-bool (and (consp item) (consp (cdr item))
                                                                                   (plist-member (cdr item) :isPreferred))))
                                                 collection)
                                   default (if (consp def) (car def) def))
                             (if (member title titles) title (error "No action %S" title)))))
                  ;; Not a mouse event: the prompt is read in the minibuffer, not a menu.
                  (let ((last-nonmenu-event ?\r))
                    (eglot-code-actions beg end nil t)))
              (error (setq out `((problem . ,(error-message-string err))))))
            (unless out
              (rl-send-changes)
              (let ((version eglot--versioned-identifier))
                (setq out `((text . ,(rl-dump))))
                (if (rl-wait (lambda () (rl-latest uri version)))
                    (push `(diagnostics . ,(alist-get 'diagnostics (rl-latest uri version))) out)
                  (push `(problem . ,(format "nothing published for version %s" version)) out)))
              (primitive-undo 1 (delq nil (cl-ldiff buffer-undo-list before)))
              (rl-send-changes)
              (push `(restored . ,(rl-dump)) out)
              (let ((version eglot--versioned-identifier))
                (unless (rl-wait (lambda () (rl-latest uri version)))
                  (push `(problem . ,(format "nothing published for the undone version %s" version)) out))))
            (append `((titles . ,(vconcat titles)) (keyed . ,(vconcat keyed)) (default . ,default)) out)))

        (defun rl-case (case)
          (switch-to-buffer (find-buffer-visiting (expand-file-name (alist-get 'file case) rl-root)))
          `((file . ,(alist-get 'file case)) (rule . ,(alist-get 'rule case))
            (fix . ,(rl-action case (alist-get 'fixTitle case)))
            (disable . ,(rl-action case (format "Disable %s for this line" (alist-get 'rule case))))))

        (defvar rl-results nil)

        (defun rl-main ()
          (let ((files (mapcar #'rl-open (alist-get 'files rl-plan))))
            (setq rl-results `((files . ,(vconcat files))
                               (eglot . ,(let ((desc (cadr (assq 'eglot package-alist))))
                                           (if desc (package-version-join (package-desc-version desc))
                                             (ignore-errors (package-version-join (alist-get 'eglot package--builtin-versions))))))
                               (encoding . ,(ignore-errors (plist-get (eglot--capabilities (eglot-current-server)) :positionEncoding)))))
            (push `(cases . ,(vconcat (mapcar #'rl-case (alist-get 'cases rl-plan)))) rl-results)
            ;; Shutting down is the barrier: the server answers shutdown only after its
            ;; held-back lints, so every publish has come in before it is gone.
            (let ((server (progn (set-buffer (find-buffer-visiting (expand-file-name (car (alist-get 'files rl-plan)) rl-root)))
                                 (eglot-current-server))))
              (eglot-shutdown server)
              (push `(stopped . ,(rl-json-bool (rl-wait (lambda () (not (jsonrpc-running-p server)))))) rl-results))
            (push `(publishes . ,(let (all) (maphash (lambda (uri ps) (push (cons uri (vconcat ps)) all)) rl-published)
                                         all))
                  rl-results)))

        (condition-case-unless-debug err
            (rl-main)
          (error (push `(error . ,(error-message-string err)) rl-results)))
        (let ((coding-system-for-write 'utf-8-unix))
          (with-temp-file (expand-file-name "results.json" rl-dir)
            (insert (json-encode rl-results))))
        (kill-emacs 0)
        """#
}
