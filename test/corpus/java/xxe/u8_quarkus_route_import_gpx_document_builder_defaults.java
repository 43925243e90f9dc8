// corpus: CWE-611 vulnerable — the uploaded GPX track is parsed by a DocumentBuilderFactory that is only made namespace-aware, so a DOCTYPE with external entities in the upload is resolved and can echo local files back through the waypoint names.
package com.acme.fleet.routes;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

record Waypoint(double lat, double lon, String name) {}

@ApplicationScoped
class GpxParser {
    private static final String GPX_NS = "http://www.topografix.com/GPX/1/1";

    List<Waypoint> waypoints(InputStream gpx) throws ParserConfigurationException, IOException, SAXException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setIgnoringComments(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(gpx);
        NodeList points = doc.getElementsByTagNameNS(GPX_NS, "trkpt");
        List<Waypoint> result = new ArrayList<>(points.getLength());
        for (int i = 0; i < points.getLength(); i++) {
            Element point = (Element) points.item(i);
            NodeList names = point.getElementsByTagNameNS(GPX_NS, "name");
            String name = names.getLength() == 0 ? null : names.item(0).getTextContent();
            result.add(new Waypoint(Double.parseDouble(point.getAttribute("lat")),
                    Double.parseDouble(point.getAttribute("lon")), name));
        }
        return result;
    }
}

@Path("/routes/import")
class RouteImportResource {
    @Inject
    GpxParser parser;

    @POST
    @Consumes({"application/gpx+xml", MediaType.APPLICATION_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response importRoute(InputStream body) {
        try {
            return Response.ok(parser.waypoints(body)).build();
        } catch (ParserConfigurationException | IOException | SAXException | NumberFormatException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(List.of()).build();
        }
    }
}
