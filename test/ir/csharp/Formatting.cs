using System;
using System.Globalization;

public enum Tier { Basic, Gold }

public static class Formatting
{
    private const string Prefix = "INV";

    public static string Label(string customer, decimal amount, Tier tier)
    {
        var code = $"{Prefix}-{customer.ToUpperInvariant()}:{amount:N2} {{raw}}";
        var line = string.Format("{0} owes {1}", customer, amount);
        var localized = string.Format(CultureInfo.InvariantCulture, "{0:N2}", amount);
        var badge = tier switch
        {
            Tier.Gold => "★ " + customer,
            Tier.Basic when amount > 100 => "big " + customer,
            _ => customer,
        };
        var kind = amount switch { > 1000 => "large", < 0 => "refund", _ => "normal" };
        var name = nameof(customer) + @"C:\invoices\" + "\t" + """raw "text" """;
        return code + line + localized + badge + kind + name + (customer?.Length ?? 0);
    }

    public static string Describe(object value)
    {
        switch (value)
        {
            case "a":
            case "b":
                return "letter";
            case int n when n > 0:
                return "positive " + n;
            case string s:
                return s;
            default:
                return value?.ToString() ?? "null";
        }
    }
}
