import SwiftUI
import TipKit

// Models and leaf views for this run.

struct Invoice: Identifiable, Hashable {
    let id: Int
    var customer: String
    var amount: Decimal
}

struct InvoiceRow: View {
    let invoice: Invoice
    var body: some View {
        LabeledContent(invoice.customer, value: invoice.amount, format: .currency(code: "EUR"))
    }
}

struct InvoiceEditor: View {
    let invoice: Invoice
    var body: some View { Text("Editing \(invoice.customer)") }
}

struct ExportTip: Tip {
    var title: Text { Text("Export as PDF") }
}
