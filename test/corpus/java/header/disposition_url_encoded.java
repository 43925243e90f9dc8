// corpus: CWE-113 safe — the file name is URL-encoded with URLEncoder, so CR and LF become %0D and %0A before reaching the header.
package com.acme.files;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PdfExportServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String saveAs = request.getParameter("saveAs");
        String encoded = URLEncoder.encode(saveAs == null ? "export.pdf" : saveAs, StandardCharsets.UTF_8);
        response.setContentType("application/pdf");
        response.setHeader("Content-Disposition", "attachment; filename*=UTF-8''" + encoded);
        response.getOutputStream().write(new byte[0]);
    }
}
