// corpus: CWE-502 vulnerable — the request body is deserialized with ObjectInputStream.readObject and no class filter.
package com.acme.sync;

import java.io.IOException;
import java.io.ObjectInputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DraftImportServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(request.getInputStream())) {
            Object draft = in.readObject();
            if (!(draft instanceof java.util.Map)) {
                response.sendError(422);
                return;
            }
            response.setStatus(201);
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }
}
