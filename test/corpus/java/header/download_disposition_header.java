// corpus: CWE-113 vulnerable — the file name parameter goes into a Content-Disposition header unchanged, so CR/LF can split the response.
package com.acme.files;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CsvExportServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String saveAs = request.getParameter("saveAs");
        response.setContentType("text/csv");
        response.setHeader("Content-Disposition", "attachment; filename=\"" + saveAs + "\"");
        response.getWriter().println("id,amount");
    }
}
