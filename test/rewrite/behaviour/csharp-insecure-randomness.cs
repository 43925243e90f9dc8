// behaviour: sign-in codes and PINs drawn from RandomNumberGenerator instead of System.Random keep their range and form
// safe-fixes: csharp.security.insecure-randomness
using System;

public static class Program
{
    static string SignInCode()
    {
        var code = new Random().Next(100000, 1000000).ToString();
        return code;
    }

    static int Pin()
    {
        var pin = new Random().Next(10000);
        return pin;
    }

    public static void Main(string[] args)
    {
        var inRange = true;
        for (var i = 0; i < 200; i++)
        {
            var code = SignInCode();
            var pin = Pin();
            inRange &= code.Length == 6 && int.Parse(code) >= 100000 && pin >= 0 && pin < 10000;
        }
        Console.WriteLine(inRange ? "codes and pins in range" : "out of range");
    }
}
