// corpus: CWE-502 safe — Gson maps the JSON body onto a fixed preferences class; it never instantiates types named in the data.
package com.acme.prefs;

import com.google.gson.Gson;
import java.io.IOException;
import java.io.Reader;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PreferencesServlet extends HttpServlet {
    private final Gson gson = new Gson();

    static final class Preferences {
        String timezone;
        boolean darkMode;
        int pageSize;
    }

    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (Reader body = request.getReader()) {
            Preferences prefs = gson.fromJson(body, Preferences.class);
            response.setStatus(prefs != null && prefs.pageSize > 0 ? 204 : 400);
        }
    }
}
