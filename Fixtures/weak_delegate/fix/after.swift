import UIKit

protocol RecipeEditorDelegate: AnyObject {
    func recipeEditorDidSave(_ title: String)
}

@objc protocol PantryDataSource {
    func numberOfShelves() -> Int
}

protocol MealPlanDelegate: NSObjectProtocol {
    func mealPlanDidChange()
}

// Refines a class-bound protocol of this file.
protocol ShoppingListDelegate: RecipeEditorDelegate {
    func shoppingListDidClear()
}

final class RecipeEditorViewController: UIViewController {
    weak var delegate: RecipeEditorDelegate?

    // Modifiers stay in front: `private(set) weak var`.
    private(set) weak var pantryDataSource: PantryDataSource?

    @objc dynamic weak var planDelegate: MealPlanDelegate?

    weak var shoppingDelegate: (any ShoppingListDelegate)?

    // An Apple delegate protocol, implicitly unwrapped.
    weak var scrollDelegate: UIScrollViewDelegate!

    weak var pickerDelegate: Optional<UIPickerViewDelegate> = nil {
        didSet { view.setNeedsLayout() }
    }
}

final class MealPlanner {
    // Non-optional: `weak` would need `MealPlanDelegate?` and every use would change; reported, not fixed.
    var delegate: MealPlanDelegate

    init(delegate: MealPlanDelegate) {
        self.delegate = delegate
    }

    func replan() {
        delegate.mealPlanDidChange()
    }
}
