import SwiftUI
import TipKit

// Presentation attached to the list (or another view that stays on screen), and
// row modifiers that are not presentations.

struct InvoicesScreen: View {
    let invoices: [Invoice]
    @State private var editing: Invoice?
    @State private var pendingDelete: Invoice?
    @State private var confirmsDelete = false
    @State private var showsExport = false
    private let exportTip = ExportTip()

    var body: some View {
        NavigationStack {
            List {
                ForEach(invoices) { invoice in
                    InvoiceRow(invoice: invoice)
                        // Row actions only set state; the presentations live on the List.
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                pendingDelete = invoice
                                confirmsDelete = true
                            }
                        }
                        .contextMenu {
                            Button("Edit") { editing = invoice }
                        }
                        // TipKit's popoverTip shares the prefix but is not a presentation.
                        .popoverTip(exportTip)
                }
            }
            .sheet(item: $editing) { invoice in
                InvoiceEditor(invoice: invoice)
            }
            .confirmationDialog("Delete invoice?", isPresented: $confirmsDelete, presenting: pendingDelete) { invoice in
                Button("Delete \(invoice.customer)", role: .destructive) {}
            }
            .toolbar {
                Button("Export") { showsExport = true }
            }
            .fullScreenCover(isPresented: $showsExport) {
                Text("Export")
            }
        }
    }
}

// On a ScrollView around a lazy grid, and on a header outside the ForEach.
struct InvoiceBoard: View {
    let invoices: [Invoice]
    @State private var opened: Invoice?
    @State private var showsFilters = false

    var body: some View {
        ScrollView {
            VStack {
                Button("Filters") { showsFilters = true }
                    .popover(isPresented: $showsFilters) { Text("Filters") }
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(invoices) { invoice in
                        InvoiceRow(invoice: invoice)
                            .onTapGesture { opened = invoice }
                    }
                }
            }
        }
        .sheet(item: $opened) { InvoiceEditor(invoice: $0) }
    }
}

// A static row of a List (no ForEach, no row data): the row exists once, like a Form
// row, and presenting from the control that owns the action is a common, working pattern.
struct PlanSettings: View {
    @State private var showsPlans = false
    @State private var confirmsCancel = false

    var body: some View {
        List {
            Section("Plan") {
                Button("Change plan") { showsPlans = true }
                    .fullScreenCover(isPresented: $showsPlans) {
                        Text("Plans")
                    }
                Button("Cancel subscription", role: .destructive) { confirmsCancel = true }
                    .alert("Cancel your subscription?", isPresented: $confirmsCancel) {
                        Button("Keep", role: .cancel) {}
                        Button("Cancel it", role: .destructive) {}
                    }
            }
        }
    }
}

// A Form is a short, static settings screen: its rows are not the lists of this rule.
struct AccountForm: View {
    @State private var confirmsSignOut = false

    var body: some View {
        Form {
            Button("Sign out", role: .destructive) { confirmsSignOut = true }
                .confirmationDialog("Sign out?", isPresented: $confirmsSignOut) {
                    Button("Sign out", role: .destructive) {}
                }
        }
    }
}

// Presentation inside the sheet's own content, and lookalikes in rows.
struct InvoiceHistory: View {
    let invoices: [Invoice]
    @State private var showsHelp = false
    @State private var showsHelpAlert = false

    var body: some View {
        List(invoices) { invoice in
            // .sheet(item:) is attached to the List, not to this row.
            Text(".alert(\"Paid\") for \(invoice.customer)")
                .alertBadge(invoice.amount > 1000)
        }
        .sheet(isPresented: $showsHelp) {
            VStack {
                Button("More") { showsHelpAlert = true }
                    .alert("Help", isPresented: $showsHelpAlert) {}
            }
        }
    }
}

extension View {
    func alertBadge(_ isOn: Bool) -> some View {
        overlay(alignment: .topTrailing) {
            if isOn { Circle().fill(.red).frame(width: 8, height: 8) }
        }
    }
}

// A toolbar built from enum cases: the popover belongs to one case of the switch,
// so exactly one copy of it exists.
enum ComposerAction: CaseIterable {
    case attach, language
}

struct ComposerToolbar: View {
    @State private var showsLanguages = false

    var body: some View {
        HStack {
            ForEach(ComposerAction.allCases, id: \.self) { action in
                switch action {
                case .attach:
                    Button("Attach") {}
                case .language:
                    Button("Language") { showsLanguages = true }
                        .popover(isPresented: $showsLanguages) { Text("Languages") }
                }
            }
        }
    }
}

// Tabs built with a ForEach, each a NavigationStack: the sheet sits on the tab's
// list, a screen that stays on screen, not on a row.
enum BillingTab: String, CaseIterable, Identifiable {
    case open, paid
    var id: String { rawValue }
}

struct BillingTabs: View {
    let invoices: [Invoice]
    @State private var editing: Invoice?

    var body: some View {
        TabView {
            ForEach(BillingTab.allCases) { tab in
                NavigationStack {
                    List(invoices) { invoice in
                        Button(invoice.customer) { editing = invoice }
                    }
                    .sheet(item: $editing) { InvoiceEditor(invoice: $0) }
                }
                .tabItem { Text(tab.rawValue) }
            }
        }
    }
}

// Row-keyed bindings: only the row the binding names presents, so one copy shows.
struct InvoiceDeletion: View {
    @State private var invoices: [Invoice] = []
    @State private var pendingDeletion: Invoice?

    var body: some View {
        List {
            ForEach(invoices) { invoice in
                InvoiceRow(invoice: invoice)
                    .swipeActions { Button("Delete", role: .destructive) { pendingDeletion = invoice } }
                    .confirmationDialog(
                        "Delete invoice?",
                        isPresented: Binding(
                            get: { pendingDeletion?.id == invoice.id },
                            set: { if !$0 { pendingDeletion = nil } }
                        )
                    ) {
                        Button("Delete", role: .destructive) { invoices.removeAll { $0.id == invoice.id } }
                    }
            }
        }
    }
}

// State owned by each row: a holder view hands every row its own value.
struct RowState<Value, Content: View>: View {
    @State private var value: Value
    let content: (Binding<Value>) -> Content

    init(initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initialValue)
        self.content = content
    }

    var body: some View { content($value) }
}

struct InvoiceReminders: View {
    let invoices: [Invoice]

    var body: some View {
        List(invoices) { invoice in
            RowState(initialValue: false) { showsError in
                Button("Send reminder for \(invoice.customer)") { showsError.wrappedValue = true }
                    .alert("Could not send", isPresented: showsError) {
                        Button("OK", role: .cancel) {}
                    }
            }
        }
    }
}
