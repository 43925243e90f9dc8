// corpus: CWE-117 safe — only constant text and a server-side size are logged; the uploaded file name is never written to the log.
package com.acme.files;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.Part;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class DocumentUploadServlet extends HttpServlet {
    private static final Logger log = LoggerFactory.getLogger(DocumentUploadServlet.class);
    private static final String UPLOAD_EVENT = "document upload received";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        Part doc = request.getPart("document");
        String original = doc.getSubmittedFileName();
        log.info(UPLOAD_EVENT + ", bytes=" + doc.getSize());
        response.setStatus(original != null ? 201 : 400);
    }
}
