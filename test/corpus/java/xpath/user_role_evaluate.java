// corpus: CWE-643 vulnerable — the username parameter is concatenated into an XPath expression passed to XPath.evaluate.
package com.acme.legacyauth;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class RoleCheckServlet extends HttpServlet {
    private Document usersXml;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String user = request.getParameter("user");
        XPath xpath = XPathFactory.newInstance().newXPath();
        try {
            String role = xpath.evaluate("/users/user[@name='" + user + "']/role", usersXml);
            response.setStatus("admin".equals(role) ? 200 : 403);
        } catch (XPathExpressionException e) {
            response.sendError(400);
        }
    }
}
