import UIKit

class BaseCardViewController: UIViewController {}
