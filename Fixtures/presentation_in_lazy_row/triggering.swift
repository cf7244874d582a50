import SwiftUI

// Presentation modifiers attached to rows: each row carries its own copy, and a
// row that scrolls away (or is reused) takes its presentation with it.

struct InvoicesList: View {
    let invoices: [Invoice]
    @State private var confirmsDelete = false
    @State private var editing: Invoice?

    var body: some View {
        List {
            ForEach(invoices) { invoice in
                InvoiceRow(invoice: invoice)
                    .swipeActions {
                        Button("Delete", role: .destructive) { confirmsDelete = true }
                        Button("Edit") { editing = invoice }
                    }
                    .confirmationDialog("Delete invoice?", isPresented: $confirmsDelete) { // expect: presentation_in_lazy_row
                        Button("Delete", role: .destructive) {}
                    }
                    .sheet(item: $editing) { invoice in // expect: presentation_in_lazy_row
                        InvoiceEditor(invoice: invoice)
                    }
            }
        }
    }
}

// List(data) row closure: alert, with the modifier after an #if block.
struct OverdueList: View {
    let invoices: [Invoice]
    @State private var showsReminderSent = false

    var body: some View {
        List(invoices) { invoice in
            Button(invoice.customer) { showsReminderSent = true }
                #if os(iOS)
                .listRowSeparator(.hidden)
                #endif
                .alert("Reminder sent", isPresented: $showsReminderSent) {} // expect: presentation_in_lazy_row
        }
    }
}

// A control nested in a row's HStack, in a Section of a List.
struct BillingSettings: View {
    let invoices: [Invoice]
    @State private var previewing: Invoice?

    var body: some View {
        List {
            Section("History") {
                ForEach(invoices) { invoice in
                    HStack {
                        InvoiceRow(invoice: invoice)
                        Button {
                            previewing = invoice
                        } label: {
                            Image(systemName: "eye")
                        }
                        .buttonStyle(.borderless)
                        .popover(item: $previewing) { invoice in // expect: presentation_in_lazy_row
                            InvoiceEditor(invoice: invoice)
                        }
                    }
                }
            }
        }
    }
}

// ForEach cells of a lazy grid, inside a @ViewBuilder property.
struct InvoiceGallery: View {
    let invoices: [Invoice]
    @State private var opened: Invoice?

    var body: some View {
        ScrollView { grid }
    }

    @ViewBuilder
    private var grid: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
            ForEach(invoices) { invoice in
                InvoiceRow(invoice: invoice)
                    .onTapGesture { opened = invoice }
                    .sheet( // expect: presentation_in_lazy_row
                        item: $opened
                    ) { InvoiceEditor(invoice: $0) }
            }
        }
    }
}
