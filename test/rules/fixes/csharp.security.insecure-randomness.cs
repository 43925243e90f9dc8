using System;
using System.Security.Cryptography;

public class CodeIssuer
{
    private readonly Random _random = new Random();

    public string SignInCode()
    {
        // ruleid: csharp.security.insecure-randomness
        var code = RandomNumberGenerator.GetInt32(100000, 1000000).ToString();
        return code;
    }

    public string ResetToken()
    {
        // ruleid: csharp.security.insecure-randomness
        var token = _random.Next().ToString("x8");
        return token;
    }

    public string SecureCode()
    {
        // ok: csharp.security.insecure-randomness
        var code = RandomNumberGenerator.GetInt32(100000, 1000000).ToString();
        return code;
    }

    public int DiceRoll()
    {
        // ok: csharp.security.insecure-randomness
        var roll = Random.Shared.Next(1, 7);
        return roll;
    }
}
