// corpus: CWE-295 safe — the custom trust manager accepts a chain only if the private CA truststore or the JDK's default trust store validates it, and rethrows the failure otherwise.
package com.acme.logistics.tracking;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
class CarrierTrackingClient {
    private final HttpClient http;

    CarrierTrackingClient(@Value("${CARRIER_TRUSTSTORE}") String truststorePath,
                          @Value("${CARRIER_TRUSTSTORE_PASSWORD}") String truststorePassword)
            throws IOException, GeneralSecurityException {
        KeyStore privateCa = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(Path.of(truststorePath))) {
            privateCa.load(in, truststorePassword.toCharArray());
        }
        TrustManager composite = new FallbackTrustManager(managerFor(privateCa), managerFor(null));
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new TrustManager[] {composite}, null);
        this.http = HttpClient.newBuilder().sslContext(context).build();
    }

    String status(long shipmentId) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.carrierlink.io/v1/shipments/" + shipmentId)).GET().build();
        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }

    private static X509TrustManager managerFor(KeyStore store) throws GeneralSecurityException {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(store);
        for (TrustManager tm : tmf.getTrustManagers()) {
            if (tm instanceof X509TrustManager x509) {
                return x509;
            }
        }
        throw new GeneralSecurityException("no X509TrustManager available");
    }
}

final class FallbackTrustManager implements X509TrustManager {
    private final X509TrustManager primary;
    private final X509TrustManager fallback;

    FallbackTrustManager(X509TrustManager primary, X509TrustManager fallback) {
        this.primary = primary;
        this.fallback = fallback;
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        primary.checkClientTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        try {
            primary.checkServerTrusted(chain, authType);
        } catch (CertificateException privateCaRejected) {
            fallback.checkServerTrusted(chain, authType);
        }
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        X509Certificate[] a = primary.getAcceptedIssuers();
        X509Certificate[] b = fallback.getAcceptedIssuers();
        X509Certificate[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
