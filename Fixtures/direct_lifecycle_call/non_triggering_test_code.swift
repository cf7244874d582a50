import UIKit
import XCTest

// Test code drives the lifecycle by hand on purpose (load the view, fake an appearance):
// it is out of the rule's scope, like every file that imports XCTest or lives in a test
// target. (NewsFeedViewController is declared in triggering.swift.)

final class NewsFeedViewControllerTests: XCTestCase {
    private var sut: NewsFeedViewController!

    func testLoadsFeed() {
        sut = NewsFeedViewController()
        sut.viewDidLoad()
        sut?.viewIsAppearing(false)
    }
}

