import Combine
import UIKit

final class TripStatusModel {
    var onStatusChange: ((String) -> Void)?
    var etaFormatter: ((Date) -> String)?
    let statusPublisher = PassthroughSubject<String, Never>()
    func refresh() {}
}

final class TripViewController: UIViewController {
    private let model = TripStatusModel()
    private let statusLabel = UILabel()
    private var pollTimer: Timer?
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        bind()
        bindUnfixed()
        startPolling()
    }

    private func bind() {
        // Several statements, no `in`: a capture list and ` in` are added.
        model.onStatusChange = {
            self.statusLabel.text = $0
            self.view.setNeedsLayout()
        }

        // A single statement stored in a property declared `((String) -> Void)?`.
        model.onStatusChange = { status in
            self.show(status)
        }

        // Its value is the closure's result: not fixed.
        model.etaFormatter = { date in
            self.format(date)
        }

        // `sink` takes a Void callback: the single statement may be fixed.
        model.statusPublisher
            .sink { @MainActor status in
                // A comment above the first statement stays with it.
                self.show(status)
            }
            .store(in: &subscriptions)

        // An existing capture list gets `weak self` in front.
        let label = statusLabel
        model.statusPublisher
            .sink { [label] status in
                label.text = status
                self.view.setNeedsLayout()
            }
            .store(in: &subscriptions)
    }

    private func bindUnfixed() {
        // Already rebinds self: left to the reader.
        model.onStatusChange = { status in
            let strongSelf = self
            strongSelf.show(status)
        }

        // Returns a value from several statements: not fixed.
        model.etaFormatter = { date in
            let text = self.format(date)
            return text.uppercased()
        }

        // The first statement shares the line with `{`: not fixed.
        model.onStatusChange = { status in self.show(status)
            self.view.setNeedsLayout()
        }
    }

    private func startPolling() {
        // A strong `[self]` capture becomes `[weak self]`.
        pollTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [self] _ in
            model.refresh()
        }
    }

    private var pendingRefresh: DispatchWorkItem?

    func scheduleRefresh() {
        pendingRefresh?.cancel()
        // A work item's block returns Void.
        pendingRefresh = DispatchWorkItem {
            self.model.refresh()
        }
    }

    func scheduleRetry() {
        // An empty capture list takes `weak self` alone.
        pendingRefresh = DispatchWorkItem { [] in
            self.model.refresh()
        }
    }

    private func show(_ status: String) {}
    private func format(_ date: Date) -> String { "" }
}
