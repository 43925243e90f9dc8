// corpus: CWE-295 safe — the SocketsHttpHandler callback accepts only a server certificate whose SHA-256 hash equals the pinned value from configuration.
using System;
using System.Net.Http;
using System.Net.Security;
using System.Security.Cryptography;
using System.Security.Cryptography.X509Certificates;
using Microsoft.Extensions.Configuration;

namespace Bank.Clearing;

public class ClearingHouseClientFactory
{
    private readonly string _pinnedSha256;

    public ClearingHouseClientFactory(IConfiguration configuration)
    {
        _pinnedSha256 = configuration["ClearingHouse:CertificateSha256"]
            ?? throw new InvalidOperationException("pin missing");
    }

    public HttpClient Create()
    {
        var handler = new SocketsHttpHandler
        {
            SslOptions = new SslClientAuthenticationOptions
            {
                RemoteCertificateValidationCallback = (sender, certificate, chain, errors) => IsPinned(certificate)
            }
        };
        return new HttpClient(handler) { BaseAddress = new Uri("https://clearing.example-bank.net/") };
    }

    private bool IsPinned(X509Certificate? certificate)
    {
        if (certificate is null)
            return false;
        var hash = certificate.GetCertHashString(HashAlgorithmName.SHA256);
        return string.Equals(hash, _pinnedSha256, StringComparison.OrdinalIgnoreCase);
    }
}
