// corpus: CWE-330 safe — a fixed-seed Random generates reproducible demo shipments for a seeding tool; no security value depends on it.
using System;
using System.Collections.Generic;

namespace Logistics.Tools.Seed;

public record DemoShipment(string Reference, int Weight, string Destination);

public static class DemoData
{
    private static readonly string[] Cities = { "Leeds", "Porto", "Lyon", "Gdansk", "Ghent" };

    public static List<DemoShipment> Generate(int count)
    {
        var random = new Random(20240611);
        var items = new List<DemoShipment>(count);
        for (var i = 0; i < count; i++)
        {
            items.Add(new DemoShipment(
                $"DEMO-{i:D5}",
                random.Next(1, 40),
                Cities[random.Next(Cities.Length)]));
        }
        return items;
    }

    public static void Main()
    {
        foreach (var s in Generate(25))
            Console.WriteLine($"{s.Reference},{s.Weight},{s.Destination}");
    }
}
