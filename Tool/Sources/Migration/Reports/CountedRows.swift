import Foundation

/// How counted rows and sample rows are put into words in refusals and dry runs.
public enum CountedRows {
    /// `1,234`: digits grouped by three, whatever the locale.
    public static func text(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }

    /// `1,234 rows of "person" holding a value in "mass"` from a description that starts
    /// with `rows …` (`1 row of …` for one).
    public static func phrase(_ count: Int, _ description: String) -> String {
        if count == 1 && description.hasPrefix("rows ") { return "1 row " + description.dropFirst(5) }
        return "\(text(count)) \(description)"
    }
}
