// corpus: CWE-1336 vulnerable — the template text from the request is rendered with Velocity.evaluate, so directives in it run on the server.
package com.acme.marketing;

import java.io.IOException;
import java.io.StringWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;

public class CampaignDraftServlet extends HttpServlet {
    interface DraftStore {
        void save(String body);
    }

    private DraftStore drafts;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String templateText = request.getParameter("template");
        VelocityContext context = new VelocityContext();
        context.put("firstName", "Alex");
        StringWriter rendered = new StringWriter();
        Velocity.evaluate(context, rendered, "campaign-draft", templateText);
        drafts.save(rendered.toString());
        response.setStatus(201);
    }
}
