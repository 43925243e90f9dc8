// corpus: CWE-117 safe — the User-Agent header is stored under the "agent" key of the access-log field map and only feeds an in-memory counter; the log line reads the "method", "status" and "millis" entries, which are an allow-listed verb and numbers.
package com.acme.web.observability;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class AgentCounters {
    private static final Map<String, LongAdder> COUNTS = new ConcurrentHashMap<>();

    private AgentCounters() {}

    static void increment(String agent) {
        String family = agent == null ? "unknown" : agent.contains("bot") ? "bot" : "browser";
        COUNTS.computeIfAbsent(family, k -> new LongAdder()).increment();
    }
}

@WebFilter("/*")
class AccessLogFilter extends HttpFilter {
    private static final Logger log = LoggerFactory.getLogger("access");
    private static final Set<String> METHODS = Set.of("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        long started = System.nanoTime();
        try {
            chain.doFilter(req, res);
        } finally {
            Map<String, String> fields = new HashMap<>();
            fields.put("agent", req.getHeader("User-Agent"));
            fields.put("method", METHODS.contains(req.getMethod()) ? req.getMethod() : "OTHER");
            fields.put("status", Integer.toString(res.getStatus()));
            fields.put("millis", Long.toString((System.nanoTime() - started) / 1_000_000));
            AgentCounters.increment(fields.get("agent"));
            log.info("{} -> {} in {} ms", fields.get("method"), fields.get("status"), fields.get("millis"));
        }
    }
}
