// corpus: CWE-22 safe — FilenameUtils.getName strips every directory component, so only a bare file name is resolved under the invoice folder.
package com.acme.billing;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.FilenameUtils;

public class InvoicePdfServlet extends HttpServlet {
    private static final File INVOICE_DIR = new File("/srv/billing/invoices");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String requested = request.getParameter("invoice");
        String baseName = FilenameUtils.getName(requested);
        File pdf = new File(INVOICE_DIR, baseName);
        if (baseName.isEmpty() || !pdf.isFile()) {
            response.sendError(404);
            return;
        }
        response.setContentType("application/pdf");
        try (InputStream in = new FileInputStream(pdf)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
