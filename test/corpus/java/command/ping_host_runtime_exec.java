// corpus: CWE-78 vulnerable — the host parameter is concatenated into a shell command line run by Runtime.exec.
package com.acme.netops;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ReachabilityServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String host = request.getParameter("host");
        String[] cmd = {"/bin/sh", "-c", "ping -c 2 " + host};
        Process p = Runtime.getRuntime().exec(cmd);
        try (InputStream out = p.getInputStream()) {
            int code = p.waitFor();
            response.setStatus(code == 0 ? 200 : 504);
            out.transferTo(java.io.OutputStream.nullOutputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            response.sendError(503);
        }
    }
}
