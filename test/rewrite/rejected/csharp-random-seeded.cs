// rejected: a seeded Random is meant to repeat its numbers (a reproducible test token); a cryptographic generator would not
// keeps: new Random(20240611).Next(100000, 1000000)
using System;

public static class Program
{
    public static void Main(string[] args)
    {
        var token = new Random(20240611).Next(100000, 1000000).ToString();
        Console.WriteLine(token);
    }
}
