// corpus: CWE-78 safe — the host name must match a strict DNS-label pattern and the record type is parsed to an enum; dig is started with an argument list, no shell.
package com.acme.ops.diagnostics;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

enum RecordType { A, AAAA, CNAME, MX, TXT, NS }

@Singleton
class DnsLookupService {
    private static final Pattern HOSTNAME = Pattern.compile(
            "^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$");

    List<String> lookup(String host, RecordType type) throws IOException, InterruptedException {
        String name = host.toLowerCase(Locale.ROOT);
        if (!HOSTNAME.matcher(name).matches()) {
            throw new IllegalArgumentException("invalid host name");
        }
        Process process = new ProcessBuilder(List.of("dig", "+short", "+time=2", "-t", type.name(), name))
                .redirectErrorStream(true)
                .start();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException("dig timed out");
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return out.lines().map(String::trim).filter(l -> !l.isEmpty()).toList();
    }
}

@Controller("/diagnostics/dns")
class DnsDiagnosticsController {
    private final DnsLookupService lookups;

    DnsDiagnosticsController(DnsLookupService lookups) {
        this.lookups = lookups;
    }

    @Get("/{host}")
    HttpResponse<List<String>> resolve(@PathVariable String host,
                                       @QueryValue(defaultValue = "A") String type) throws Exception {
        RecordType recordType;
        try {
            recordType = RecordType.valueOf(type.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return HttpResponse.badRequest();
        }
        try {
            return HttpResponse.ok(lookups.lookup(host, recordType));
        } catch (IllegalArgumentException e) {
            return HttpResponse.badRequest();
        }
    }
}
