// corpus: CWE-295 safe — the accept-any-certificate handler is only installed behind a const false flag; the client keeps default validation.
using System;
using System.Net.Http;

namespace Clinic.Integration.V2;

public static class LabHttpClientFactory
{
    private const bool TrustAnyCertificate = false;

    public static HttpClient Create(Uri baseAddress)
    {
        var handler = new HttpClientHandler();
        if (TrustAnyCertificate)
        {
            handler.ServerCertificateCustomValidationCallback = HttpClientHandler.DangerousAcceptAnyServerCertificateValidator;
        }
        return new HttpClient(handler) { BaseAddress = baseAddress, Timeout = TimeSpan.FromSeconds(20) };
    }
}
