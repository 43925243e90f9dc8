// corpus: CWE-319 vulnerable — the CLI sends the METRICS_API_TOKEN bearer token and the metrics batch to a remote ingest host over a plain http:// URL built by the uploader.
package com.acme.tools.metrics;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

final class MetricsUploadCli {
    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: metrics-upload <eu|us> <batch.json>");
            System.exit(2);
        }
        String token = System.getenv("METRICS_API_TOKEN");
        if (token == null || token.isBlank()) {
            System.err.println("METRICS_API_TOKEN is not set");
            System.exit(2);
        }
        MetricsUploader uploader = new MetricsUploader(token, Region.fromCode(args[0]));
        int status = uploader.upload(Path.of(args[1]));
        System.out.println("ingest responded with HTTP " + status);
        System.exit(status < 300 ? 0 : 1);
    }
}

enum Region {
    EU("eu-west"),
    US("us-east");

    final String slug;

    Region(String slug) {
        this.slug = slug;
    }

    static Region fromCode(String code) {
        return "us".equalsIgnoreCase(code) ? US : EU;
    }
}

final class MetricsUploader {
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String token;
    private final Region region;

    MetricsUploader(String token, Region region) {
        this.token = token;
        this.region = region;
    }

    int upload(Path batchFile) throws IOException, InterruptedException {
        byte[] body = Files.readAllBytes(batchFile);
        HttpRequest request = HttpRequest.newBuilder(endpoint("/v2/series"))
                .timeout(Duration.ofSeconds(30))
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private URI endpoint(String path) {
        return URI.create("http://ingest-" + region.slug + ".metricsgrid.net" + path);
    }
}
