extension GalleryPage {
    /// The gallery page's widget tree (``UITemplate``'s `{{key}}`s are the strings
    /// ``GalleryPage`` translates): "No Gallery", and the overlay where the gallery goes under
    /// "No Pictures" and its Add Pictures… button, or "No Results Found". The find bar goes first, from its own template.
    static let template = #"""
    <interface>
      <object class="GtkBox" id="page">
        <property name="orientation">vertical</property>
        <property name="hexpand">1</property>
        <child>
          <object class="AdwStatusPage" id="no-gallery">
            <property name="icon-name">folder-pictures-symbolic</property>
            <property name="title">{{no-gallery}}</property>
            <property name="description">{{no-gallery-help}}</property>
            <property name="vexpand">1</property>
          </object>
        </child>
        <child>
          <object class="GtkOverlay" id="overlay">
            <property name="vexpand">1</property>
            <property name="hexpand">1</property>
            <child type="overlay">
              <object class="AdwStatusPage" id="no-pictures">
                <property name="icon-name">image-x-generic-symbolic</property>
                <property name="title">{{no-pictures}}</property>
                <property name="description">{{no-pictures-help}}</property>
                <property name="can-target">0</property>
              </object>
            </child>
            <child type="overlay">
              <object class="AdwStatusPage" id="no-results">
                <property name="icon-name">edit-find-symbolic</property>
                <property name="title">{{no-results}}</property>
                <property name="description">{{no-results-help}}</property>
                <property name="can-target">0</property>
                <property name="visible">0</property>
              </object>
            </child>
            <child type="overlay">
              <object class="GtkButton" id="add">
                <property name="label">{{add}}</property>
                <property name="use-underline">1</property>
                <style><class name="pill"/><class name="suggested-action"/></style>
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """#
}
