import XCTest
@testable import ViewLintCore

/// The rule catalog is a contract: every id, its default severity and default state.
final class CatalogTests: XCTestCase {
    static let catalog: [(String, Severity, Bool)] = [
        ("missing_super_call", .error, true),
        ("load_view_calls_super", .warning, true),
        ("load_view_direct_call", .error, true),
        ("observer_in_will_appear", .warning, true),
        ("subview_in_will_appear", .warning, true),
        ("geometry_in_view_did_load", .warning, true),
        ("layout_loop", .error, true),
        ("heavy_work_in_layout", .warning, true),
        ("child_containment_order", .error, true),
        ("scroll_in_will_appear", .info, true),
        ("appearance_in_will_appear", .warning, true),
        ("legacy_app_lifecycle", .warning, true),
        ("strong_self_in_escaping_closure", .warning, true),
        ("weak_delegate", .warning, true),
        ("class_delegate_protocol", .warning, true),
        ("timer_not_invalidated", .warning, true),
        ("display_link_strong_target", .warning, true),
        ("task_not_cancelled", .warning, true),
        ("discarded_observer_token", .warning, true),
        ("ui_off_main_thread", .error, true),
        ("main_queue_sync", .error, true),
        ("detached_task_ui_access", .error, true),
        ("redundant_main_actor", .info, true),
        ("missing_translates_autoresizing", .error, true),
        ("individual_constraint_activation", .warning, true),
        ("constraint_churn", .warning, true),
        ("required_priority_change", .warning, true),
        ("constraint_animation_without_layout", .warning, true),
        ("cell_registration_in_provider", .error, true),
        ("reload_items_in_snapshot", .info, true),
        ("legacy_cell_content", .warning, true),
        ("cell_async_image_race", .warning, true),
        ("string_cell_dequeue", .info, false),
        ("incomplete_bar_appearance", .warning, true),
        ("legacy_bar_styling", .info, true),
        ("sequential_push", .warning, true),
        ("direct_lifecycle_call", .error, true),
        ("shadow_clipped", .warning, true),
        ("shadow_without_path", .info, true),
        ("aspect_fill_without_clip", .warning, true),
        ("gesture_on_non_interactive_view", .warning, true),
        ("static_cgcolor", .warning, true),
        ("trait_collection_did_change", .warning, true),
        ("keyboard_notifications", .info, true),
        ("fixed_font_size", .info, false),
        ("deprecated_uikit_api", .warning, true),
        ("navigation_destination_in_lazy_container", .error, true),
        ("empty_update_representable", .error, true),
        ("unconditional_reload_in_update", .warning, true),
        ("task_in_on_appear", .warning, true),
        ("unstable_foreach_identity", .warning, true),
        ("timer_in_on_appear", .warning, true),
        ("swallowed_cancellation", .warning, true),
        ("any_view", .info, true),
        ("animation_without_value", .warning, true),
        ("deprecated_swiftui_api", .warning, true),
        ("sheet_bool_with_selection", .warning, true),
        ("presentation_in_lazy_row", .warning, true),
        ("multiple_buttons_in_list_row", .warning, true),
        ("clip_after_shadow", .warning, true),
        ("scaled_to_fill_without_clip", .warning, true),
        ("non_private_state", .warning, true),
        ("observed_object_initialized_inline", .error, true),
        ("work_in_view_init", .warning, true),
        ("state_mutation_in_body", .error, true),
        ("eager_stack_in_scroll_view", .info, true),
        ("legacy_observable_object", .info, false),
    ]

    func testEveryCatalogRuleIsRegisteredWithItsDefaults() {
        for (id, severity, onByDefault) in Self.catalog {
            guard let r = RuleRegistry.rule(id) else { XCTFail("\(id) is not registered"); continue }
            XCTAssertEqual(r.info.severity, severity, id)
            XCTAssertEqual(r.info.enabledByDefault, onByDefault, id)
        }
        let extra = Set(RuleRegistry.ids).subtracting(Self.catalog.map { $0.0 })
        XCTAssertEqual(extra, ["superfluous_disable"])
    }

    func testRuleIdsAreUnique() {
        XCTAssertEqual(Set(RuleRegistry.ids).count, RuleRegistry.all.count)
    }
}
