extension GalleryFindBar {
    /// The find bar's widget tree (``UITemplate``'s `{{key}}`s are the strings
    /// ``GalleryFindBar`` translates).
    static let template = #"""
    <interface>
      <object class="GtkSearchBar" id="bar">
        <property name="show-close-button">1</property>
        <property name="child">
          <object class="GtkSearchEntry" id="entry">
            <property name="hexpand">1</property>
            <property name="width-request">280</property>
            <property name="placeholder-text">{{placeholder}}</property>
            <accessibility><property name="label">{{label}}</property></accessibility>
          </object>
        </property>
      </object>
    </interface>
    """#
}
