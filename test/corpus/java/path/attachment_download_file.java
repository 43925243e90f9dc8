// corpus: CWE-22 vulnerable — the file parameter is joined to the attachment directory with new File and streamed back without any check.
package com.acme.helpdesk;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class AttachmentDownloadServlet extends HttpServlet {
    private static final File ATTACHMENTS = new File("/srv/helpdesk/attachments");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("file");
        File target = new File(ATTACHMENTS, name);
        if (!target.isFile()) {
            response.sendError(404);
            return;
        }
        response.setContentType("application/octet-stream");
        try (InputStream in = new FileInputStream(target)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
